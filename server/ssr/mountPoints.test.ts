import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { fillMountPoints, MOUNT_POINTS, newMountPoints, registerIslandHelper } from './mountPoints';

const VIEWS = path.resolve(__dirname, '../views');

/** Every template and partial of server/views, by its path there. */
const templates = (dir = VIEWS): [string, string][] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return templates(file);
    return entry.name.endsWith('.html') ? [[path.relative(VIEWS, file), readFileSync(file, 'utf8')]] : [];
  });

it('has no template that writes a mount point by hand: {{ island }} writes every one', () => {
  const views = templates();
  expect(views.length).toBeGreaterThan(20);
  expect(views.filter(([, text]) => text.includes('{{ island ')).length).toBeGreaterThan(15);
  expect(views.filter(([, text]) => /data-island/.test(text)).map(([file]) => file)).toEqual([]);
});

describe('the {{ island }} helper', () => {
  const engine = Handlebars.create();
  registerIslandHelper(engine);
  engine.registerHelper('t', (id: string) => `<${id}>`);
  const shop = { currency: '৳', locale: 'bn-BD', pixelId: '' };

  it("writes the island's mount point with the page's shop settings, its props and its markup", () => {
    const points = newMountPoints();
    const render = engine.compile(
      '{{ island "cart" page class="container" }}{{ island "category-menu" menu tag="nav" class="menu" ' +
        'aria-label=(t "layout.categories") }}{{ island "flash-messages" class="flash-area" }}',
    );
    const html = render({
      shop,
      isCustomer: true,
      page: { note: `"Eid" <sale> & more's` },
      menu: null,
      [MOUNT_POINTS]: points,
    });
    expect(points.jobs).toEqual([
      { name: 'cart', props: { note: `"Eid" <sale> & more's` } },
      { name: 'category-menu', props: {} },
      { name: 'flash-messages', props: {} },
    ]);
    const settings = 'data-currency="৳" data-is-customer="true" data-locale="bn-BD" data-pixel-id=""';
    expect(fillMountPoints(html, points, ['<p>cart</p>', '', '<ul></ul>'])).toBe(
      `<div class="container" data-island="cart" ${settings} ` +
        'data-props="{&#34;note&#34;:&#34;\\&#34;Eid\\&#34; &#60;sale&#62; &#38; more&#39;s&#34;}"><p>cart</p></div>' +
        `<nav class="menu" aria-label="&lt;layout.categories&gt;" data-island="category-menu" ${settings} ` +
        'data-props="null"></nav>' +
        `<div class="flash-area" data-island="flash-messages" ${settings}><ul></ul></div>`,
    );
  });

  it('refuses a name, an element or an attribute a mount point cannot have', () => {
    const render = (template: string) => () => engine.compile(template)({ shop, isCustomer: false, name: 'x" y' });
    expect(render('{{ island name }}')).toThrow('bad island name');
    expect(render('{{ island "cart" tag="script" }}')).toThrow('bad tag script');
    expect(render('{{ island "cart" onclick="alert(1)" }}')).toThrow('unknown onclick');
  });
});
