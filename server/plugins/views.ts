import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ViewVars = Record<string, unknown>;

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function lookup(vars: ViewVars, key: string): unknown {
  return key.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as ViewVars)[k]), vars);
}

/**
 * The template language, small on purpose: {{ name }} writes escaped text, {{{ name }}} raw HTML
 * the server built, {{ json name }} a value as JSON for a data-props attribute. Names may be dotted.
 */
export function renderTemplate(template: string, vars: ViewVars): string {
  return template
    .replace(/\{\{\{\s*([\w.]+)\s*\}\}\}/g, (_, key: string) => String(lookup(vars, key) ?? ''))
    .replace(/\{\{\s*json\s+([\w.]+)\s*\}\}/g, (_, key: string) => escapeHtml(JSON.stringify(lookup(vars, key) ?? null)))
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => escapeHtml(lookup(vars, key)));
}

/** The islands a rendered page has mount points for, in page order. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([a-z0-9-]+)"/g)].map((m) => m[1]))];
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

/** Page templates (server/views/*.html) inside layout.html, with each page's island scripts. */
export default fp<ViewsOptions>(async (app, { dir, layoutData }) => {
  const templates = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    // The comment at the top of a template lists its inputs for authors; it is not sent.
    templates.set(file.replace(/\.html$/, ''), readFileSync(path.join(dir, file), 'utf8').replace(/^<!--[\s\S]*?-->\s*/, ''));
  }
  const template = (name: string) => {
    const t = templates.get(name);
    if (t === undefined) throw new Error(`No template server/views/${name}.html`);
    return t;
  };

  async function renderPage(request: FastifyRequest, name: string, vars: ViewVars): Promise<string> {
    const common = await layoutData(request);
    const all = { ...common, ...vars };
    const html = renderTemplate(template('layout'), { ...all, content: renderTemplate(template(name), all) });
    const assets = app.manifest.assetsFor(islandsIn(html));
    return html.replace('</head>', `${assets.head}</head>`).replace('</body>', `${assets.body}</body>`);
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
