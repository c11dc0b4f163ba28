import { cloneElement, createContext, useContext, type ReactElement } from 'react';
import type { I18n } from './makeI18n';

/** The page's texts where its islands render (IslandRoot provides them). */
const Texts = createContext<I18n | null>(null);
export const TextsProvider = Texts.Provider;

/**
 * The texts of the page's language, where a component shows them:
 *   const t = useT(); then t(id) or t(id, { count: 3 }) for a message that fills in values.
 * Ids are "<namespace>.<key>" of shared/i18n/catalogs/<language>/<namespace>.json: an island uses
 * its own namespace (its name), common and forms.
 */
export const useT = () => useContext(Texts)!._;

/** "<n>part</n>" in a text: what split() gives back is the text before, n, the part, then the rest. */
const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A text of the page's language with tags in it ("New to Haat? <0>Create an account</0>"), each
 * <n>part</n> shown as the element tags[n] holding that part, the values filled in first:
 *   <TaggedText id={id} tags={{ 0: <a href="/customer/register" /> }} />
 * Lingui's Trans does this too, but its code would be on every page for the few texts that have
 * tags. This is far smaller, and sits here, in the chunk every page loads, rather than in a tiny
 * chunk of its own (a request) on the pages that show one.
 */
export function TaggedText({
  id,
  values,
  tags,
}: {
  id: string;
  values?: Record<string, unknown>;
  tags: Record<number, ReactElement>;
}) {
  const parts = useT()(id, values).split(TAG);
  return (
    <>
      {parts.map((part, i) =>
        i % 3 === 0 ? part : i % 3 === 1 ? cloneElement(tags[Number(part)], { key: i }, parts[i + 1]) : null,
      )}
    </>
  );
}
