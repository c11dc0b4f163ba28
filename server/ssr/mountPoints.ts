import { randomUUID } from 'node:crypto';
import type Handlebars from 'handlebars';
import type { IslandJob } from './islandRenderer';

/** Where a page render keeps its mount points: a symbol no template variable can name. */
export const MOUNT_POINTS = Symbol('mount points');

export interface MountPoints {
  /** A marker no text of the page can hold (escaped text has no '<!--'); replaced by the island's markup. */
  marker: string;
  jobs: IslandJob[];
}

export const newMountPoints = (): MountPoints => ({ marker: `haat-island-${randomUUID()}`, jobs: [] });

/** The page with each mount point's marker replaced by its island's markup ('' where there is none). */
export const fillMountPoints = (html: string, { marker }: MountPoints, markup: string[]): string =>
  html.replace(new RegExp(`<!--${marker}:(\\d+)-->`, 'g'), (_m, i: string) => markup[Number(i)] ?? '');

/** Text for an HTML attribute: & < > " ' as character references. */
const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The elements a mount point may be, and the attributes of its own it may have besides the island's. */
const TAGS = new Set(['div', 'nav', 'section']);
const OWN_ATTRIBUTES = ['class', 'aria-label'];
const ISLAND_NAME = /^[a-z0-9-]+$/;

/** What every page gives its mount points (layoutData.ts): the page's shop settings. */
interface PageRoot {
  shop?: { currency?: string; locale?: string; pixelId?: string };
  isCustomer?: boolean;
  [MOUNT_POINTS]?: MountPoints;
}

/**
 * {{island "cart" page}}: the island's whole mount point (docs/templates.md), written once: the
 * element with `data-island`, the page's shop settings every island reads (data-currency,
 * data-is-customer, data-locale, data-pixel-id), the props as `data-props` JSON (left out when
 * the template passes none) and, inside, the island's server-rendered markup (filled in after the
 * page is rendered; nothing without the islands' server bundle). The hash gives the element
 * (`tag="nav"`; a div by default) and its own `class` and `aria-label`. A name or hash the helper
 * does not know is a template mistake: the page fails rather than carry a mount point that cannot mount.
 */
export function registerIslandHelper(engine: typeof Handlebars): void {
  engine.registerHelper('island', (name: unknown, ...rest: unknown[]) => {
    const options = rest.pop() as Handlebars.HelperOptions;
    const props = rest[0];
    const { tag = 'div', ...own } = options.hash as Record<string, unknown>;
    if (typeof name !== 'string' || !ISLAND_NAME.test(name)) throw new Error(`{{island}}: bad island name ${name}`);
    if (typeof tag !== 'string' || !TAGS.has(tag)) throw new Error(`{{island "${name}"}}: bad tag ${String(tag)}`);
    const unknown = Object.keys(own).filter((key) => !OWN_ATTRIBUTES.includes(key));
    if (unknown.length > 0) throw new Error(`{{island "${name}"}}: unknown ${unknown.join(', ')}`);
    const root = (options.data as { root: PageRoot }).root;
    const text = (value: unknown) => engine.escapeExpression(value as string);
    const attributes = [
      ...OWN_ATTRIBUTES.filter((key) => own[key] !== undefined).map((key) => `${key}="${text(own[key])}"`),
      `data-island="${name}"`,
      `data-currency="${text(root.shop?.currency)}"`,
      `data-is-customer="${text(root.isCustomer)}"`,
      `data-locale="${text(root.shop?.locale)}"`,
      `data-pixel-id="${text(root.shop?.pixelId)}"`,
      ...(props === undefined ? [] : [`data-props="${escapeAttribute(JSON.stringify(props))}"`]),
    ];
    const points = root[MOUNT_POINTS];
    let inside = '';
    if (points) {
      points.jobs.push({
        name,
        props: props !== null && typeof props === 'object' && !Array.isArray(props) ? props : {},
      });
      inside = `<!--${points.marker}:${points.jobs.length - 1}-->`;
    }
    return new engine.SafeString(`<${tag} ${attributes.join(' ')}>${inside}</${tag}>`);
  });
}
