/** What every island gets from its mount point, typed, with defaults. */
export interface IslandContext {
  /** data-currency: the symbol prices are shown with. */
  currency: string;
  /** data-is-customer: "true" when a customer is signed in. */
  isCustomer: boolean;
  /** data-locale: how numbers are grouped (BCP 47 tag). */
  locale: string;
  /** data-pixel-id: the advertising pixel, empty when none is configured. */
  pixelId: string;
}

export const ISLAND_DEFAULTS: IslandContext = {
  currency: '৳',
  isCustomer: false,
  locale: 'en-BD',
  pixelId: '',
};

export interface ReadResult<P> {
  props: IslandContext & P;
  /** One line per bad attribute; the island still mounts with the default for a bad scalar. */
  problems: string[];
  /** False when data-props could not be read: the island cannot render without it. */
  ok: boolean;
}

function isLocale(value: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([value]).length > 0;
  } catch {
    return false;
  }
}

/** Reads the data attributes of a mount point once, in this one place. */
export function readIslandProps<P extends object>(dataset: DOMStringMap): ReadResult<P> {
  const problems: string[] = [];
  const ctx: IslandContext = { ...ISLAND_DEFAULTS };

  if (dataset.currency !== undefined) {
    if (dataset.currency.trim() === '') problems.push('data-currency is empty; using ৳');
    else ctx.currency = dataset.currency;
  }
  if (dataset.isCustomer !== undefined) {
    if (dataset.isCustomer === 'true' || dataset.isCustomer === 'false') ctx.isCustomer = dataset.isCustomer === 'true';
    else problems.push(`data-is-customer must be "true" or "false", got "${dataset.isCustomer}"; using false`);
  }
  if (dataset.locale !== undefined) {
    if (isLocale(dataset.locale)) ctx.locale = dataset.locale;
    else problems.push(`data-locale "${dataset.locale}" is not a known locale; using ${ISLAND_DEFAULTS.locale}`);
  }
  if (dataset.pixelId !== undefined) ctx.pixelId = dataset.pixelId.trim();

  let extra = {} as P;
  let ok = true;
  if (dataset.props !== undefined && dataset.props !== '') {
    try {
      const parsed: unknown = JSON.parse(dataset.props);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      extra = parsed as P;
    } catch (error) {
      ok = false;
      problems.push(`data-props is not a JSON object (${(error as Error).message}); island not mounted`);
    }
  }
  return { props: { ...extra, ...ctx }, problems, ok };
}
