import { SHOP_DEFAULTS } from '../store/shopSlice';
import { readIslandProps } from './readIslandProps';

/** The dataset of a mount point holding these attributes, as a template would write them. */
function mountPoint(attributes: Record<string, string>): DOMStringMap {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element.dataset;
}

describe('readIslandProps', () => {
  it('gives the defaults to a bare mount point', () => {
    expect(readIslandProps(mountPoint({}))).toEqual({ props: {}, shop: SHOP_DEFAULTS, problems: [], ok: true });
    expect(SHOP_DEFAULTS).toEqual({ currency: '৳', isCustomer: false, locale: 'en-BD', pixelId: '' });
  });

  it('types what the server wrote', () => {
    const { shop, problems } = readIslandProps(
      mountPoint({
        'data-currency': 'Tk',
        'data-is-customer': 'true',
        'data-locale': 'en-IN',
        'data-pixel-id': ' 1234567890 ',
      }),
    );
    expect(problems).toEqual([]);
    expect(shop).toEqual({ currency: 'Tk', isCustomer: true, locale: 'en-IN', pixelId: '1234567890' });
  });

  it('reads data-props as JSON: the props of the island, apart from the shop settings', () => {
    const categories = [{ id: 2, slug: 'groceries', name: 'Groceries' }];
    const { props, shop, ok } = readIslandProps<{ categories: typeof categories }>(
      mountPoint({ 'data-is-customer': 'false', 'data-props': JSON.stringify({ categories }) }),
    );
    expect(ok).toBe(true);
    expect(props).toEqual({ categories });
    expect(shop.isCustomer).toBe(false);
  });

  it(
    'takes the shop settings from the mount-point attributes only, never from data-props keys of the same ' + 'name',
    () => {
      const { shop } = readIslandProps(
        mountPoint({ 'data-is-customer': 'false', 'data-props': '{"isCustomer":true,"currency":"$"}' }),
      );
      expect(shop).toMatchObject({ isCustomer: false, currency: '৳' });
    },
  );

  it('treats empty data-props as no props', () => {
    expect(readIslandProps(mountPoint({ 'data-props': '' })).ok).toBe(true);
  });

  it('names each bad scalar attribute and falls back to its default, still mounting', () => {
    const { shop, problems, ok } = readIslandProps(
      mountPoint({ 'data-currency': ' ', 'data-is-customer': 'yes', 'data-locale': 'not a locale' }),
    );
    expect(ok).toBe(true);
    expect(shop).toEqual(SHOP_DEFAULTS);
    expect(problems).toEqual([
      'data-currency is empty; using ৳',
      'data-is-customer must be "true" or "false", got "yes"; using false',
      'data-locale "not a locale" is not a known locale; using en-BD',
    ]);
  });

  it.each([['{categories: []}'], ['[1, 2]'], ['null'], ['"text"']])(
    'refuses data-props %s: the island cannot render without it',
    (json) => {
      const { problems, ok } = readIslandProps(mountPoint({ 'data-props': json }));
      expect(ok).toBe(false);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^data-props is not a JSON object .*; island not mounted$/);
    },
  );
});
