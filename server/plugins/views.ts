import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyView from '@fastify/view';
import fp from 'fastify-plugin';
import Handlebars from 'handlebars';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IslandRenderer } from '../ssr/islandRenderer';
import { fillMountPoints, MOUNT_POINTS, newMountPoints, registerIslandHelper } from '../ssr/mountPoints';
import type { IslandPreloads } from '../../shared/mount/preloads';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';

export type ViewVars = Record<string, unknown>;

/**
 * What a route gives a page: the template's variables and `preload`, the data of the islands whose
 * slices the server fills (each slice makes its state from it: shared/mount/preloads.ts).
 */
export type PageVars = ViewVars & { preload?: Partial<IslandPreloads> };

/** The islands a rendered page has mount points for, in page order. */
function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([a-z0-9-]+)"/g)].map((m) => m[1]))];
}

/** JSON for a <script type="application/json"> block: no '<' (so no '</script>'), '>' or '&' in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A template file without the comment at its top, which lists its inputs for authors and is not sent. */
const templateSource = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^<!--[\s\S]*?-->\s*/, '')
    .trimEnd();

/**
 * The shop's Handlebars: {{ name }} writes escaped text, {{{ name }}} HTML the server built,
 * {{ island "name" props }} an island's whole mount point (server/ssr/mountPoints.ts),
 * {{> partial }} a shared piece from views/partials/, {{ t "pages.footerTagline" name=value }} a
 * text of the catalogue in the page's language (escaped). Substituted text is never read as a
 * template again, so a shopper's '{{ x }}' stays text. Every template and partial is compiled
 * once, at start: a broken one stops the start.
 */
function shopTemplates(
  dir: string,
  translate: (language: Language, id: string, values: Record<string, unknown>) => string,
): { engine: typeof Handlebars; template: (name: string) => Handlebars.TemplateDelegate } {
  const engine = Handlebars.create();
  // precompile turns a template into its JavaScript (as the handlebars command line does); template() makes that a
  // render function.
  const compile = (file: string) =>
    engine.template(new Function(`return ${engine.precompile(templateSource(file))}`)());
  registerIslandHelper(engine);
  // {{ t "id" }}: Handlebars escapes what a helper returns as a plain string.
  engine.registerHelper('t', (id: unknown, options: Handlebars.HelperOptions) => {
    const language = (options.data as { root?: { language?: unknown } }).root?.language;
    return translate(
      isLanguage(language) ? language : DEFAULT_LANGUAGE,
      String(id),
      options.hash as Record<string, unknown>,
    );
  });
  const partials = path.join(dir, 'partials');
  for (const file of readdirSync(partials).filter((f) => f.endsWith('.html'))) {
    engine.registerPartial(file.replace(/\.html$/, ''), compile(path.join(partials, file)));
  }
  const templates = new Map<string, Handlebars.TemplateDelegate>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    templates.set(file.replace(/\.html$/, ''), compile(path.join(dir, file)));
  }
  return {
    engine,
    template(name) {
      const found = templates.get(name);
      if (!found) throw new Error(`No template server/views/${name}.html`);
      return found;
    },
  };
}

export interface ViewsOptions {
  dir: string;
  /**
   * Variables every page's layout needs (session flags, the category menu ...), and `state`: the page store's shared
   * slices.
   */
  layoutData: (request: FastifyRequest) => Promise<ViewVars>;
  /** The islands' server renderer; null writes empty mount points (the browser renders them). */
  islands: IslandRenderer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderPage(request: FastifyRequest, template: string, vars: PageVars): Promise<string>;
    renderErrorPage(request: FastifyRequest, status: number, message: string): Promise<string>;
  }
  interface FastifyReply {
    page(template: string, vars: PageVars): Promise<FastifyReply>;
  }
}

/**
 * Page templates (server/views/*.html) rendered by Handlebars through @fastify/view inside
 * layout.html, with each page's stylesheet, modulepreloads and island scripts.
 */
export default fp<ViewsOptions>(
  async (app, { dir, layoutData, islands }) => {
    const { engine, template } = shopTemplates(dir, (language, id, values) => app.texts.t(language, id, values));
    // The templates are compiled already (above): @fastify/view renders them and reads no file.
    await app.register(fastifyView, { engine: { handlebars: engine }, production: true, root: dir });

    // @fastify/view renders a compiled template as it renders a file (its README: reply.view(render, data)); its
    // types name files only.
    const render = (compiled: Handlebars.TemplateDelegate, data: ViewVars): Promise<string> =>
      app.view(compiled as unknown as string, data);

    /**
     * The page's store state (the layout's shared slices, then the slices of the page's islands made
     * by their own preloads from `preload`), the same object the islands render with here and the
     * browser's store starts from (#haat-state).
     */
    async function renderPage(request: FastifyRequest, name: string, { preload, ...vars }: PageVars): Promise<string> {
      const layout = await layoutData(request);
      const state = { ...(layout.state as object), ...(preload && islands?.preload(preload)) };
      const points = newMountPoints();
      const data = { ...layout, ...vars, language: request.language, [MOUNT_POINTS]: points };
      let html = await render(template('layout'), { ...data, body: await render(template(name), data) });
      // The page's own mount points, read before the islands' markup goes in.
      const found = islandsIn(html);
      const locale = request.locale;
      if (points.jobs.length > 0) {
        // The server renders the islands with the texts they show (common, forms and each island's own).
        const texts = { locale, messages: app.texts.browserMessages(request.language, found) };
        const markup = islands ? await islands.render(points.jobs, state, texts) : [];
        html = fillMountPoints(html, points, markup);
      }
      const assets = app.manifest.assetsFor(found);
      // The texts are not in the page: the islands fetch their language's file, cached by the
      // browser from page to page (a listing's document stays within a new connection's first round trip).
      const preloaded =
        found.length > 0
          ? `<script type="application/json" id="haat-state">${scriptJson(state)}</script>` +
            `<script type="application/json" id="haat-messages" data-locale="${locale}" ` +
            `data-src="${app.manifest.textsFor(locale)}"></script>`
          : '';
      // The layout's </head> is the first, its </body> the last: text of a page is escaped and holds neither.
      const head = html.indexOf('</head>');
      const end = html.lastIndexOf('</body>');
      return html.slice(0, head) + assets.head + html.slice(head, end) + preloaded + assets.body + html.slice(end);
    }

    app.decorate('renderPage', renderPage);
    app.decorate('renderErrorPage', (request: FastifyRequest, status: number, message: string) =>
      renderPage(request, 'error', {
        title: status === 404 ? request.t('pages.notFoundTitle') : request.t('pages.errorTitle'),
        status,
        message,
      }),
    );
    app.decorateReply('page', async function (this: FastifyReply, name: string, vars: PageVars) {
      const html = await renderPage(this.request, name, vars);
      return this.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  },
  { name: 'views', dependencies: ['manifest', 'i18n'] },
);
