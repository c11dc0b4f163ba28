import { screen, within } from '@testing-library/react';
import { aProduct } from '../../shared/test/productFixture';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CampaignPage } from './CampaignPage';

const campaign = {
  id: 2,
  slug: 'winter-sale',
  image: 'campaigns/winter.jpg',
  title: 'Winter Sale',
  short_description: 'Warm clothes for less',
  discount_type: 'Percentage' as const,
  discount: 15,
  ends_at: new Date(Date.now() + 86400_000).toISOString(),
};
const category = {
  id: 4,
  parent_id: 1,
  slug: 'womens-fashion',
  name: "Women's Fashion",
  category_name: "Women's Fashion",
  logo_path: null,
  product_count: 42,
};

describe('Campaign details', () => {
  it('puts the campaign title in the breadcrumb and lists its categories, brands and products', () => {
    renderWithProviders(
      <CampaignPage
        campaign={campaign}
        lists={{
          category_products: [category],
          brand_products: [{ id: 9, admin_name: 'Aarong', slug: 'aarong' }],
          products: [aProduct({ name: 'Kashmiri Wool Shawl for Women', has_campaign: true, final_price: 1275 })],
        }}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Winter Sale')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Winter Sale', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Women's Fash\.\.\./ })).toHaveAttribute(
      'href',
      '/categories/womens-fashion',
    );
    expect(screen.getByRole('link', { name: 'Aarong' })).toHaveAttribute('href', '/brands/aarong');
    const card = screen.getByRole('article', { name: 'Kashmiri Wool Shawl for Women' });
    expect(within(card).getByRole('link', { name: 'Kashmiri Wool Shawl fo...' })).toBeInTheDocument();
    expect(card).toHaveTextContent('৳ 1,275');
  });

  it('says No Products Found. where a list is empty', () => {
    renderWithProviders(
      <CampaignPage campaign={campaign} lists={{ category_products: [], brand_products: [], products: [] }} />,
    );
    expect(screen.getAllByText('No Products Found.')).toHaveLength(3);
  });
});

describe('Campaign details in Bangla', () => {
  it('names its lists and its countdown in Bangla, with the prices in Bangla digits', () => {
    renderWithProviders(
      <CampaignPage
        campaign={campaign}
        lists={{
          category_products: [category],
          brand_products: [],
          products: [aProduct({ name: 'Kashmiri Wool Shawl for Women', has_campaign: true, final_price: 1275 })],
        }}
      />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(screen.getByRole('timer', { name: /^ক্যাম্পেইন শেষ হতে বাকি/ })).toHaveTextContent(/দিন.*ঘণ্টা.*মিনিট.*সেকেন্ড/);
    expect(screen.getByRole('link', { name: /Women's Fash\.\.\./ })).toHaveTextContent('৪২টি পণ্য');
    expect(
      within(screen.getByRole('region', { name: 'ব্র্যান্ড' })).getByText('কোনো পণ্য পাওয়া যায়নি।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kashmiri Wool Shawl for Women' })).toHaveTextContent('৳ ১,২৭৫');
  });
});
