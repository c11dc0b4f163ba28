import type { I18n, Messages } from '@lingui/core';
import { makeI18n } from './makeI18n';

/** The page's texts, as the server writes them: <script type="application/json" id="haat-messages" data-locale="bn-BD">. */
const MESSAGES_ID = 'haat-messages';

let page: I18n | null = null;

function pageMessages(): { locale: string; messages: Messages } | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(MESSAGES_ID);
  if (!element?.dataset.locale) return null;
  try {
    return { locale: element.dataset.locale, messages: JSON.parse(element.textContent ?? '{}') as Messages };
  } catch {
    console.error('[haat] the page\'s texts (#haat-messages) are not JSON');
    return null;
  }
}

/**
 * The browser's one Lingui instance for the page (thunks that write a flash message use it too):
 * the texts the server wrote into the page, for its language and its islands only. Null when the
 * page carries none (a page from another backend): loadPageI18n fetches them.
 */
export function pageI18n(): I18n | null {
  if (!page) {
    const found = pageMessages();
    if (found) page = makeI18n(found.locale, found.messages);
  }
  return page;
}

/**
 * For a page without #haat-messages: the whole browser catalogue of the mount point's language,
 * which the build writes to /build/i18n/<locale>.json (one language only is fetched).
 */
export async function loadPageI18n(locale: string): Promise<I18n> {
  const ready = pageI18n();
  if (ready) return ready;
  const response = await fetch(`/build/i18n/${encodeURIComponent(locale)}.json`);
  const messages = (response.ok ? await response.json() : {}) as Messages;
  page ??= makeI18n(locale, messages);
  return page;
}

/**
 * Forgets the page's instance (tests that build several pages in one document), or puts one in
 * its place: a component test's texts, which its thunks' flash messages then use too.
 */
export function resetPageI18n(next: I18n | null = null): void {
  page = next;
}

/** A text of the page's language outside a component (a thunk's flash message); the id itself before the texts are read. */
export function pageText(id: string, values?: Record<string, unknown>): string {
  return pageI18n()?._(id, values) ?? id;
}
