import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { Price } from './Price';

const product = { price: 1500, special_price: null, final_price: 1500, has_campaign: false, product_variants: [] };

describe('Price', () => {
  it('shows the regular price alone when nothing lowers it', () => {
    const { container } = renderWithProviders(<Price product={product} />);
    expect(container).toHaveTextContent('৳ 1,500');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows a campaign price with the regular price struck through', () => {
    const { container } = renderWithProviders(
      <Price product={{ ...product, has_campaign: true, final_price: 1350 }} />,
    );
    expect(container.querySelector('.price-main')).toHaveTextContent('৳ 1,350');
    expect(container.querySelector('del')).toHaveTextContent('Regular price ৳ 1,500');
  });

  it('groups big numbers by the page locale with the page currency', () => {
    renderWithProviders(<Price product={{ ...product, price: 125000, special_price: 99999 }} />, {
      shop: { currency: 'Tk', locale: 'en-IN' },
    });
    expect(screen.getByText('Tk 99,999')).toBeInTheDocument();
    expect(screen.getByText('Tk 1,25,000')).toBeInTheDocument();
  });
});
