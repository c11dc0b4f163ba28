import { LANGUAGES } from '../i18n/languages';
import { SHOP_DEFAULTS, type ShopSettings } from '../store/shopSlice';

export interface ReadResult<P> {
  /** The island's own data (data-props): what its root component takes. */
  props: P;
  /** The page's shop settings, from the mount point's other attributes. */
  shop: ShopSettings;
  /** One line per bad attribute; the island still mounts with the default for a bad scalar. */
  problems: string[];
  /** False when data-props could not be read: the island cannot render without it. */
  ok: boolean;
}

/**
 * Answers per tag: asking Intl costs milliseconds on a phone, and every mount point of a page names the same one.
 * The shop's own locales are known without asking: Intl's first question loads its locale data, a long
 * task on a slow phone that was then added to the task evaluating the page's first island script.
 */
const knownLocales = new Map<string, boolean>(Object.values(LANGUAGES).map(({ locale }) => [locale, true]));

function isLocale(value: string): boolean {
  if (!knownLocales.has(value)) {
    try {
      knownLocales.set(value, Intl.NumberFormat.supportedLocalesOf([value]).length > 0);
    } catch {
      knownLocales.set(value, false);
    }
  }
  return knownLocales.get(value)!;
}

/** Reads the data attributes of a mount point once, in this one place. */
export function readIslandProps<P extends object>(dataset: DOMStringMap): ReadResult<P> {
  const problems: string[] = [];
  const shop: ShopSettings = { ...SHOP_DEFAULTS };

  if (dataset.currency !== undefined) {
    if (dataset.currency.trim() === '') problems.push(`data-currency is empty; using ${SHOP_DEFAULTS.currency}`);
    else shop.currency = dataset.currency;
  }
  if (dataset.isCustomer !== undefined) {
    if (dataset.isCustomer === 'true' || dataset.isCustomer === 'false')
      shop.isCustomer = dataset.isCustomer === 'true';
    else problems.push(`data-is-customer must be "true" or "false", got "${dataset.isCustomer}"; using false`);
  }
  if (dataset.locale !== undefined) {
    if (isLocale(dataset.locale)) shop.locale = dataset.locale;
    else problems.push(`data-locale "${dataset.locale}" is not a known locale; using ${SHOP_DEFAULTS.locale}`);
  }
  if (dataset.pixelId !== undefined) shop.pixelId = dataset.pixelId.trim();

  let props = {} as P;
  let ok = true;
  if (dataset.props !== undefined && dataset.props !== '') {
    try {
      const parsed: unknown = JSON.parse(dataset.props);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      props = parsed as P;
    } catch (error) {
      ok = false;
      problems.push(`data-props is not a JSON object (${(error as Error).message}); island not mounted`);
    }
  }
  return { props, shop, problems, ok };
}
