import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api/client';
import { renderWithProviders } from '../test/renderWithProviders';
import { navigate } from '../ui/navigate';
import { ProductCard } from './ProductCard';
import { aProduct } from '../test/productFixture';

jest.mock('../api/client');
jest.mock('../ui/navigate');

beforeEach(() => {
  jest.clearAllMocks();
  // The server's cart has one line; a guest's compare ids come back as their products.
  jest
    .mocked(api.get)
    .mockImplementation(
      async (url) => ({ data: { data: url === '/api/compare-items' ? [{ id: 7 }] : { items_count: 1 } } }) as never,
    );
  localStorage.clear();
});

describe('ProductCard', () => {
  it("puts Add To Cart, the wishlist and compare in forms the browser can send itself, with the page's token", () => {
    renderWithProviders(<ProductCard product={aProduct({ id: 7 })} place="grid" />, { shop: { formToken: 'tok' } });
    const sent = (name: string) => {
      const form = screen.getByRole('button', { name }).closest('form')!;
      return [form.method, form.getAttribute('action'), Object.fromEntries(new FormData(form))];
    };
    expect(sent('Add To Cart')).toEqual(['post', '/form/cart/add', { _xsrf: 'tok', product_id: '7' }]);
    expect(sent('Add to Wish list')).toEqual(['post', '/form/wishlist', { _xsrf: 'tok', product_id: '7' }]);
    expect(sent('Add to Compare')).toEqual(['post', '/form/compare', { _xsrf: 'tok', product_id: '7' }]);
  });

  it('shows a simple product with its image, a linked name cut for the grid, its price and Add To Cart', () => {
    renderWithProviders(
      <ProductCard
        product={aProduct({ name: 'Tangail Cotton Saree with Zari Border', special_price: 1200 })}
        place="grid"
      />,
    );
    const card = screen.getByRole('article', { name: 'Tangail Cotton Saree with Zari Border' });
    expect(within(card).getByRole('link', { name: 'Tangail Cotton Saree w...' })).toHaveAttribute(
      'href',
      '/products/tangail-cotton-saree-7',
    );
    expect(card.querySelector('img')).toHaveAttribute('src', '/storage/product/7/1.jpg');
    expect(card).toHaveTextContent('৳ 1,200');
    expect(within(card).getByText('-20%')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Add to Wish list' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Compare' })).toBeInTheDocument();
  });

  it('shows the stars and the review count once a product has reviews, and keeps the row empty before', () => {
    renderWithProviders(
      <>
        <ProductCard
          product={aProduct({ id: 1, name: 'Reviewed', reviews_count: 12, average_rating: 4.3 })}
          place="grid"
        />
        <ProductCard product={aProduct({ id: 2, name: 'Not yet', reviews_count: 1, average_rating: 5 })} place="grid" />
        <ProductCard product={aProduct({ id: 3, name: 'New' })} place="grid" />
      </>,
    );
    const stars = within(screen.getByRole('article', { name: 'Reviewed' })).getByRole('img', {
      name: 'Rated 4.3 out of 5 from 12 reviews',
    });
    expect(stars).toHaveTextContent('(12)');
    expect(stars.style.getPropertyValue('--stars')).toBe('4.3');
    expect(
      within(screen.getByRole('article', { name: 'Not yet' })).getByRole('img', {
        name: 'Rated 5 out of 5 from 1 review',
      }),
    ).toBeInTheDocument();
    const row = screen.getByRole('article', { name: 'New' }).querySelector('.card-rating');
    expect(row).toBeEmptyDOMElement();
  });

  it('cuts names per place: 25 in search, 37 on small flash-deal cards', () => {
    const name = 'Walton 32 inch Smart LED Television with Remote';
    renderWithProviders(
      <>
        <ProductCard product={aProduct({ id: 1, name })} place="search" />
        <ProductCard product={aProduct({ id: 2, name })} place="flashSmall" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Walton 32 inch Smart LED ...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Walton 32 inch Smart LED Television w...' })).toBeInTheDocument();
  });

  it('offers Select Options for other types, with wishlist and compare as links to the product page', () => {
    renderWithProviders(<ProductCard product={aProduct({ type: 'configurable', name: 'Panjabi' })} place="grid" />);
    const card = screen.getByRole('article', { name: 'Panjabi' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    for (const name of ['Select Options', 'Add to Wish list', 'Add to Compare']) {
      expect(within(card).getByRole('link', { name })).toHaveAttribute('href', '/products/tangail-cotton-saree-7');
    }
  });

  it('says "Out of stock" on a disabled button for a product the shop has none of, whatever its type', async () => {
    renderWithProviders(
      <>
        <ProductCard product={aProduct({ id: 1, name: 'Sold tea', sold_out: true })} place="grid" />
        <ProductCard
          product={aProduct({ id: 2, name: 'Sold kurta', type: 'configurable', sold_out: true })}
          place="grid"
        />
      </>,
    );
    for (const name of ['Sold tea', 'Sold kurta']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
      expect(within(card).queryByRole('button', { name: 'Add To Cart' })).toBeNull();
      expect(within(card).queryByRole('link', { name: 'Select Options' })).toBeNull();
    }
    await userEvent.click(screen.getAllByRole('button', { name: 'Out of stock' })[0]);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says it in Bangla', () => {
    renderWithProviders(<ProductCard product={aProduct({ sold_out: true })} place="grid" />, {
      shop: { locale: 'bn-BD' },
    });
    expect(screen.getByRole('button', { name: 'স্টকে নেই' })).toBeDisabled();
  });

  it('adds a simple product to the cart and shows the server message', async () => {
    jest
      .mocked(api.post)
      .mockResolvedValue({ data: { message: 'Item Added To Cart Successfully', data: { items_count: 1 } } } as never);
    const { store } = renderWithProviders(<ProductCard product={aProduct()} place="grid" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart', { quantity: 1, product_id: 7 });
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Item Added To Cart Successfully']);
    expect(store.getState().counters.cart).toBe(1);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  });

  it('puts a guest product into the compare list once', async () => {
    const { store } = renderWithProviders(<ProductCard product={aProduct()} place="grid" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    expect(store.getState().flash.map((f) => [f.text, f.type])).toEqual([
      ['Added to compare', 'success'],
      ['Already in compare', 'warning'],
    ]);
  });

  it('sends a guest to the login page and back for the wishlist', async () => {
    renderWithProviders(<ProductCard product={aProduct()} place="grid" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish list' }));
    expect(navigate).toHaveBeenCalledWith('/customer/login?returnTo=%2F');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('labels top deals', () => {
    renderWithProviders(<ProductCard product={aProduct()} place="card" label="Top Deals" />);
    expect(within(screen.getByRole('article')).getByText('Top Deals')).toBeInTheDocument();
  });
});
