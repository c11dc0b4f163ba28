import type { Messages } from '@lingui/core';
import { makeI18n, type I18n } from './makeI18n';

/**
 * The page's texts: <script type="application/json" id="haat-messages" data-locale="bn-BD">, either
 * holding them (a backend that writes them into the page) or naming their file in data-src (the
 * shop's pages: the language's content-named file, which the browser keeps from page to page).
 */
const MESSAGES_ID = 'haat-messages';

let page: I18n | null = null;
let loading: Promise<I18n> | null = null;

const messagesElement = () => (typeof document === 'undefined' ? null : document.getElementById(MESSAGES_ID));

function pageMessages(): { locale: string; messages: Messages } | null {
  const element = messagesElement();
  if (!element?.dataset.locale || element.dataset.src) return null;
  try {
    return { locale: element.dataset.locale, messages: JSON.parse(element.textContent ?? '{}') as Messages };
  } catch {
    console.error("[haat] the page's texts (#haat-messages) are not JSON");
    return null;
  }
}

/**
 * The browser's one texts instance for the page (thunks that write a flash message use it too),
 * for its language only. Null until the texts are read: at once when the page holds them, else
 * once loadPageI18n has fetched them.
 */
export function pageI18n(): I18n | null {
  if (!page) {
    const found = pageMessages();
    if (found) page = makeI18n(found.locale, found.messages);
  }
  return page;
}

async function fetchTexts(locale: string): Promise<I18n> {
  // The file the page names, else (a page from another backend) the build's stable name for the language.
  const url = messagesElement()?.dataset.src ?? `/build/i18n/${encodeURIComponent(locale)}.json`;
  let messages: Messages = {};
  try {
    const response = await fetch(url);
    if (response.ok) messages = (await response.json()) as Messages;
    else console.error(`[haat] the page's texts (${url}) answered ${response.status}`);
  } catch (error) {
    console.error(`[haat] could not fetch the page's texts (${url})`, error);
  }
  page ??= makeI18n(locale, messages);
  return page;
}

/**
 * The page's instance once its texts are there: one fetch for all the page's islands. Without
 * texts (the file could not be had) the islands still mount and show the texts' ids.
 */
export function loadPageI18n(locale: string): Promise<I18n> {
  const ready = pageI18n();
  if (ready) return Promise.resolve(ready);
  loading ??= fetchTexts(locale);
  return loading;
}

/**
 * Forgets the page's instance (tests that build several pages in one document), or puts one in
 * its place: a component test's texts, which its thunks' flash messages then use too.
 */
export function resetPageI18n(next: I18n | null = null): void {
  page = next;
  loading = null;
}

/**
 * A text of the page's language outside a component (a thunk's flash message); the id itself before the texts are read.
 */
export function pageText(id: string, values?: Record<string, unknown>): string {
  return pageI18n()?._(id, values) ?? id;
}
