import { cloneElement, type ReactElement } from 'react';
import { useT } from './useT';

/** "<n>part</n>" in a text: what split() gives back is the text before, n, the part, then the rest. */
const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A text of the page's language with tags in it ("New to Haat? <0>Create an account</0>"), each
 * <n>part</n> shown as the element tags[n] holding that part, the values filled in first:
 *   <TaggedText id={id} tags={{ 0: <a href="/customer/register" /> }} />
 * Lingui's Trans does this too, but its code would be on every page for the few texts that have
 * tags. This is far smaller, and copied into the few scripts that show one (build/copiedModules.mjs)
 * rather than sent on every page or in a tiny chunk of its own (a request).
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
