import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { aDetail } from './detailFixture';
import { ProductPage } from './ProductPage';

jest.mock('../../shared/api/client');

/** The buy row's submit button (the others of the row step the quantity). */
const buyButton = () => document.querySelector('.buy-row button[type="submit"]') as HTMLButtonElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(api.get).mockResolvedValue({ data: { data: [] } } as never);
});

describe('Add To Cart and the units the shop has', () => {
  it('says "Out of stock" and cannot be pressed when the shop has none of the product', async () => {
    renderWithProviders(
      <ProductPage product={aDetail()} related={[]} recent={[]} soldOut={{ product: true, variants: [] }} />,
    );
    expect(buyButton()).toHaveTextContent('Out of stock');
    expect(buyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(buyButton()).toBeDisabled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('follows the chosen variant: sold out disables it, another in stock enables it again', async () => {
    renderWithProviders(
      <ProductPage product={aDetail()} related={[]} recent={[]} soldOut={{ product: false, variants: [53] }} />,
    );
    expect(buyButton()).toHaveTextContent('Add To Cart');
    expect(buyButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(buyButton()).toHaveTextContent('Out of stock');
    expect(buyButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(buyButton()).toHaveTextContent('Add To Cart');
    expect(buyButton()).toBeEnabled();
  });

  it('says it in Bangla', () => {
    renderWithProviders(
      <ProductPage product={aDetail()} related={[]} recent={[]} soldOut={{ product: true, variants: [] }} />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(buyButton()).toHaveTextContent('স্টকে নেই');
    expect(buyButton()).toBeDisabled();
  });
});
