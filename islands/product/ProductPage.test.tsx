import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { aProduct } from '../../shared/test/productFixture';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import { aDetail } from './detailFixture';
import { aReview, aReviewPage } from './reviews/reviewFixture';
import { ProductPage } from './ProductPage';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');

const mainImage = () => within(screen.getByRole('button', { name: /^Zoom image/ })).getByRole('img');
const priceBlock = () => document.querySelector('.buy-box .price') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(api.get).mockImplementation(
    async (url) =>
      ({
        data:
          url === '/api/product/5/reviews'
            ? aReviewPage([aReview({ title: 'Fits well' })])
            : { data: { items_count: 1 } },
      }) as never,
  );
  history.replaceState(null, '', '/products/eid-cotton-panjabi');
});

describe('ProductPage', () => {
  it('shows the breadcrumb, name, first variant price, short description, SKU, vendor and related products', () => {
    renderWithProviders(
      <ProductPage
        product={aDetail()}
        related={[aProduct({ id: 30, name: 'Cotton Lungi Checked Blue Green' })]}
        recent={[]}
      />,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Eid Cotton Panjabi')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Eid Cotton Panjabi' })).toBeInTheDocument();
    expect(priceBlock()).toHaveTextContent('৳ 2,200 Regular price ৳ 2,500');
    expect(screen.getByText('cotton').tagName).toBe('STRONG');
    expect(screen.getByText('SKU:')).toHaveTextContent('SKU: PNJ-51');
    expect(screen.getByRole('region', { name: 'Vendor' })).toHaveTextContent(
      'Sold by Haat Retail · Ships from Dhaka · 7-day return',
    );
    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(within(related).getByRole('link', { name: 'Cotton Lungi Checked B...' })).toBeInTheDocument();
  });

  it('puts the quantity and the chosen variant in the Add To Cart form the browser can send itself', async () => {
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />, { shop: { formToken: 'tok' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    const form = screen.getByRole('button', { name: 'Add To Cart' }).closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/form/cart/add']);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      _xsrf: 'tok',
      product_id: '5',
      variant_id: '53',
      quantity: '3',
    });
  });

  it('switches price, SKU, images and the main image with the chosen variant', async () => {
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    expect(mainImage()).toHaveAttribute('src', '/storage/product/5/main-51.webp');
    expect(mainImage()).toHaveAttribute('width', '430');
    expect(mainImage()).toHaveAttribute('height', '510');

    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(priceBlock()).toHaveTextContent('৳ 2,600');
    expect(priceBlock().querySelector('del')).toBeNull();
    expect(mainImage()).toHaveAttribute('src', '/storage/product/5/main-53.webp');
    expect(screen.getByText('SKU:')).toHaveTextContent('SKU: PNJ-53');

    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(priceBlock()).toHaveTextContent('৳ 2,700');
    expect(mainImage()).toHaveAttribute('src', '/storage/product/5/main-52.webp');
  });

  it('enters each option row once with Tab and chooses with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    const colors = within(screen.getByRole('radiogroup', { name: 'Color' })).getAllByRole('radio');
    expect(colors.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
    screen.getByRole('radio', { name: 'Red' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveFocus();
    expect(priceBlock()).toHaveTextContent('৳ 2,600');
  });

  it('shows 80x80 thumbnails that switch the main image', async () => {
    const images = [1, 2, 3].map((n) => ({ id: n, path: `product/8/main-${n}.webp` }));
    renderWithProviders(
      <ProductPage product={aDetail({ type: 'simple', product_variants: [], images })} related={[]} recent={[]} />,
    );
    const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
    expect(thumbs).toHaveLength(3);
    const thumb = within(thumbs[2]).getByRole('presentation');
    expect(thumb).toHaveAttribute('src', '/storage/product/8/thumb-3.webp');
    expect(thumb).toHaveAttribute('width', '80');
    await userEvent.click(thumbs[2]);
    expect(mainImage()).toHaveAttribute('src', '/storage/product/8/main-3.webp');
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
  });

  it('zooms from the pointer on hover and steps the zoom on each click', async () => {
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    const zoomBox = screen.getByRole('button', { name: /^Zoom image/ });
    jest
      .spyOn(zoomBox, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 430, height: 510 } as DOMRect);
    expect(mainImage().style.transform).toBe('');

    fireEvent.mouseMove(zoomBox, { clientX: 215, clientY: 102 });
    expect(mainImage()).toHaveStyle({ transform: 'scale(1.5)', transformOrigin: '50% 20%' });

    const levels = [];
    for (let i = 0; i < 6; i += 1) {
      fireEvent.click(zoomBox);
      levels.push(zoomBox.getAttribute('aria-label'));
    }
    expect(levels).toEqual([
      'Zoom image (2x)',
      'Zoom image (2.5x)',
      'Zoom image (3x)',
      'Zoom image (3.5x)',
      'Zoom image (1x)',
      'Zoom image (1.5x)',
    ]);
    fireEvent.mouseLeave(zoomBox);
    expect(mainImage().style.transform).toBe('');
  });

  it('adds the chosen variant in the chosen quantity to the cart', async () => {
    jest
      .mocked(api.post)
      .mockResolvedValue({ data: { message: 'Item Successfully Added To Cart', data: { items_count: 1 } } } as never);
    const { store } = renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart', { quantity: 2, product_id: 5, variant_id: 52 });
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Item Successfully Added To Cart']);
  });

  it('uses the campaign call with the campaign price when a campaign applies', async () => {
    jest.mocked(api.post).mockResolvedValue({ data: { message: 'Added', data: {} } } as never);
    const product = aDetail({
      type: 'simple',
      product_variants: [],
      price: 1000,
      special_price: null,
      has_campaign: true,
      final_price: 850,
    });
    renderWithProviders(<ProductPage product={product} related={[]} recent={[]} />);
    expect(priceBlock()).toHaveTextContent('৳ 850 Regular price ৳ 1,000');
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart/campaign', {
      quantity: 1,
      product_id: 5,
      product_price: 850,
    });
  });

  it("shows and sends the chosen variant's own campaign price", async () => {
    jest.mocked(api.post).mockResolvedValue({ data: { message: 'Added', data: {} } } as never);
    const variants = aDetail().product_variants.map((v) => ({ ...v, final_price: v.price - 300 }));
    renderWithProviders(
      <ProductPage
        product={aDetail({ has_campaign: true, final_price: 2200, product_variants: variants })}
        related={[]}
        recent={[]}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(priceBlock()).toHaveTextContent('৳ 2,300 Regular price ৳ 2,600');
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart/campaign', {
      quantity: 1,
      product_id: 5,
      variant_id: 53,
      product_price: 2300,
    });
  });

  it('offers no Add To Cart for a configurable product without a variant on sale', () => {
    renderWithProviders(<ProductPage product={aDetail({ product_variants: [] })} related={[]} recent={[]} />);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('sends a guest to login and back for the wish list and keeps compare in this browser', async () => {
    const { store } = renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish list' }));
    expect(navigate).toHaveBeenCalledWith('/customer/login?returnTo=%2Fproducts%2Feid-cotton-panjabi');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    expect(JSON.parse(localStorage.getItem('compare_items') ?? '[]')).toEqual([5]);
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Added to compare']);
  });

  it('shows the description with the product video, and reviews with the guest login message', async () => {
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    const description = screen.getByRole('tabpanel', { name: 'Description' });
    expect(description).toHaveTextContent('Made in Narayanganj.');
    expect(within(description).getByTitle('Eid Cotton Panjabi video')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );

    expect(api.get).not.toHaveBeenCalledWith('/api/product/5/reviews', expect.anything());
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' });
    // The tab's code and its reviews load when it is first opened.
    expect(await within(reviews).findByRole('heading', { name: 'Fits well' }, { timeout: 5000 })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Please login for write review.');
    expect(within(reviews).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/customer/login?returnTo=%2Fproducts%2Ftangail-cotton-saree-5%23reviews',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(description).toBeVisible();
    expect(reviews).not.toBeVisible();
  });

  it("shows the product's stars by its name, linking to the Reviews tab, which #reviews opens", async () => {
    renderWithProviders(
      <ProductPage product={aDetail({ reviews_count: 3, average_rating: 4.7 })} related={[]} recent={[]} />,
    );
    const link = screen.getByRole('link', { name: 'Rated 4.7 out of 5 from 3 reviews' });
    expect(link).toHaveAttribute('href', '#reviews');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { name: 'Fits well' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens on the Reviews tab when the address ends in #reviews (coming back from sign-in)', async () => {
    history.replaceState(null, '', '/products/eid-cotton-panjabi#reviews');
    renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Fits well' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows no video for a link of an unknown host', () => {
    renderWithProviders(
      <ProductPage product={aDetail({ video_link: 'https://example.com/clip.mp4' })} related={[]} recent={[]} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('ProductPage in Bangla', () => {
  it('shows the buy box, the tabs, the vendor and related products in Bangla with Bangla digits', () => {
    renderWithProviders(
      <ProductPage
        product={aDetail()}
        related={[aProduct({ id: 30, name: 'Cotton Lungi Checked Blue Green' })]}
        recent={[]}
      />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(
      within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'হোম' }),
    ).toHaveAttribute('href', '/');
    expect(priceBlock()).toHaveTextContent('৳ ২,২০০ আগের দাম ৳ ২,৫০০');
    const buyBox = document.querySelector('.buy-box') as HTMLElement;
    expect(within(buyBox).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeEnabled();
    expect(within(buyBox).getByRole('button', { name: 'উইশলিস্টে যোগ করুন' })).toBeInTheDocument();
    expect(within(buyBox).getByRole('button', { name: 'তুলনায় যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'পরিমাণ' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'ছবি বড় করুন (১.৫x)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'বিবরণ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'রিভিউ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'বিক্রেতা' })).toHaveTextContent(
      'বিক্রেতা: হাট রিটেইল · ঢাকা থেকে পাঠানো হয় · ৭ দিনের মধ্যে ফেরত',
    );
    const related = screen.getByRole('region', { name: 'সম্পর্কিত পণ্য' });
    expect(within(related).getByText('৳ ১,৫০০')).toBeInTheDocument();
  });
});
