import { ISLAND_DEFAULTS, readIslandProps } from './readIslandProps';

/** The dataset of a mount point holding these attributes, as a template would write them. */
function mountPoint(attributes: Record<string, string>): DOMStringMap {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element.dataset;
}

describe('readIslandProps', () => {
  it('gives the defaults to a bare mount point', () => {
    expect(readIslandProps(mountPoint({}))).toEqual({ props: ISLAND_DEFAULTS, problems: [], ok: true });
    expect(ISLAND_DEFAULTS).toEqual({ currency: '৳', isCustomer: false, locale: 'en-BD', pixelId: '' });
  });

  it('types what the server wrote', () => {
    const { props, problems } = readIslandProps(
      mountPoint({ 'data-currency': 'Tk', 'data-is-customer': 'true', 'data-locale': 'en-IN', 'data-pixel-id': ' 1234567890 ' }),
    );
    expect(problems).toEqual([]);
    expect(props).toEqual({ currency: 'Tk', isCustomer: true, locale: 'en-IN', pixelId: '1234567890' });
  });

  it('reads data-props as JSON and adds it to the props', () => {
    const categories = [{ id: 2, slug: 'groceries', name: 'Groceries' }];
    const { props, ok } = readIslandProps<{ categories: typeof categories }>(
      mountPoint({ 'data-is-customer': 'false', 'data-props': JSON.stringify({ categories }) }),
    );
    expect(ok).toBe(true);
    expect(props.categories).toEqual(categories);
    expect(props.isCustomer).toBe(false);
  });

  it('lets the mount-point attributes win over data-props keys of the same name', () => {
    const { props } = readIslandProps(mountPoint({ 'data-is-customer': 'false', 'data-props': '{"isCustomer":true,"currency":"$"}' }));
    expect(props).toMatchObject({ isCustomer: false, currency: '৳' });
  });

  it('treats empty data-props as no props', () => {
    expect(readIslandProps(mountPoint({ 'data-props': '' })).ok).toBe(true);
  });

  it('names each bad scalar attribute and falls back to its default, still mounting', () => {
    const { props, problems, ok } = readIslandProps(
      mountPoint({ 'data-currency': ' ', 'data-is-customer': 'yes', 'data-locale': 'not a locale' }),
    );
    expect(ok).toBe(true);
    expect(props).toEqual(ISLAND_DEFAULTS);
    expect(problems).toEqual([
      'data-currency is empty; using ৳',
      'data-is-customer must be "true" or "false", got "yes"; using false',
      'data-locale "not a locale" is not a known locale; using en-BD',
    ]);
  });

  it.each([['{categories: []}'], ['[1, 2]'], ['null'], ['"text"']])('refuses data-props %s: the island cannot render without it', (json) => {
    const { problems, ok } = readIslandProps(mountPoint({ 'data-props': json }));
    expect(ok).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data-props is not a JSON object .*; island not mounted$/);
  });
});
