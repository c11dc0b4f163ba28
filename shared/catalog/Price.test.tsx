import { render, screen } from '@testing-library/react';
import { Price } from './Price';

const product = { price: 1500, special_price: null, final_price: 1500, has_campaign: false, product_variants: [] };

describe('Price', () => {
  it('shows the regular price alone when nothing lowers it', () => {
    const { container } = render(<Price product={product} currency="৳" locale="en-BD" />);
    expect(container).toHaveTextContent('৳ 1,500');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows a campaign price with the regular price struck through', () => {
    const { container } = render(<Price product={{ ...product, has_campaign: true, final_price: 1350 }} currency="৳" locale="en-BD" />);
    expect(container.querySelector('.price-main')).toHaveTextContent('৳ 1,350');
    expect(container.querySelector('del')).toHaveTextContent('Regular price ৳ 1,500');
  });

  it('groups big numbers by the page locale with the page currency', () => {
    render(<Price product={{ ...product, price: 125000, special_price: 99999 }} currency="Tk" locale="en-IN" />);
    expect(screen.getByText('Tk 99,999')).toBeInTheDocument();
    expect(screen.getByText('Tk 1,25,000')).toBeInTheDocument();
  });
});
