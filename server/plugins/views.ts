import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyView from '@fastify/view';
import fp from 'fastify-plugin';
import Handlebars from 'handlebars';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ViewVars = Record<string, unknown>;

/** Text for an HTML attribute or element: & < > " ' as character references. */
function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The islands a rendered page has mount points for, in page order. */
function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([a-z0-9-]+)"/g)].map((m) => m[1]))];
}

/** A template file without the comment at its top, which lists its inputs for authors and is not sent. */
const templateSource = (file: string) => readFileSync(file, 'utf8').replace(/^<!--[\s\S]*?-->\s*/, '').trimEnd();

/**
 * The shop's Handlebars: {{ name }} writes escaped text, {{{ name }}} HTML the server built,
 * {{ json value }} a value as JSON for a data-props attribute, {{> partial }} a shared piece from
 * views/partials/. Substituted text is never read as a template again, so a shopper's '{{ x }}'
 * stays text. Every template and partial is compiled once, at start: a broken one stops the start.
 */
function shopTemplates(dir: string): { engine: typeof Handlebars; template: (name: string) => Handlebars.TemplateDelegate } {
  const engine = Handlebars.create();
  // precompile turns a template into its JavaScript (as the handlebars command line does); template() makes that a render function.
  const compile = (file: string) => engine.template(new Function(`return ${engine.precompile(templateSource(file))}`)());
  engine.registerHelper('json', (value: unknown) => new engine.SafeString(escapeHtml(JSON.stringify(value ?? null))));
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
  /** Variables every page's layout needs (session flags, the category menu ...). */
  layoutData: (request: FastifyRequest) => Promise<ViewVars>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderPage(request: FastifyRequest, template: string, vars: ViewVars): Promise<string>;
    renderErrorPage(request: FastifyRequest, status: number, message: string): Promise<string>;
  }
  interface FastifyReply {
    page(template: string, vars: ViewVars): Promise<FastifyReply>;
  }
}

/**
 * Page templates (server/views/*.html) rendered by Handlebars through @fastify/view inside
 * layout.html, with each page's stylesheet, modulepreloads and island scripts.
 */
export default fp<ViewsOptions>(async (app, { dir, layoutData }) => {
  const { engine, template } = shopTemplates(dir);
  // The templates are compiled already (above): @fastify/view renders them and reads no file.
  await app.register(fastifyView, { engine: { handlebars: engine }, production: true, root: dir });

  // @fastify/view renders a compiled template as it renders a file (its README: reply.view(render, data)); its types name files only.
  const render = (compiled: Handlebars.TemplateDelegate, data: ViewVars): Promise<string> => app.view(compiled as unknown as string, data);

  async function renderPage(request: FastifyRequest, name: string, vars: ViewVars): Promise<string> {
    const data = { ...(await layoutData(request)), ...vars };
    const html = await render(template('layout'), { ...data, body: await render(template(name), data) });
    const assets = app.manifest.assetsFor(islandsIn(html));
    // The layout's </head> is the first, its </body> the last: text of a page is escaped and holds neither.
    const head = html.indexOf('</head>');
    const end = html.lastIndexOf('</body>');
    return html.slice(0, head) + assets.head + html.slice(head, end) + assets.body + html.slice(end);
  }

  app.decorate('renderPage', renderPage);
  app.decorate('renderErrorPage', (request: FastifyRequest, status: number, message: string) =>
    renderPage(request, 'error', { title: status === 404 ? 'Page not found' : 'Something went wrong', status, message }),
  );
  app.decorateReply('page', async function (this: FastifyReply, name: string, vars: ViewVars) {
    const html = await renderPage(this.request, name, vars);
    return this.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}, { name: 'views', dependencies: ['manifest'] });
