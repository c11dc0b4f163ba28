import { useEffect, useRef, useState } from 'react';
import { fetchSuggestions } from '../../shared/api/catalog';
import type { Suggestions } from '../../shared/api/contract';

/** How long typing must pause before the box asks, and the shortest term it asks about. */
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_MIN_LENGTH = 2;

const NONE: Suggestions = { products: [], categories: [], brands: [] };

/**
 * The suggestions for what the shopper has typed: asked once typing pauses, each new term aborting
 * the call before it; an answer that still arrives for an older term (a sequence number tells) is
 * dropped, so the list never shows what was typed before. A failed call shows nothing.
 */
export function useSuggestions(term: string): Suggestions {
  const [found, setFound] = useState<Suggestions>(NONE);
  const sequence = useRef(0);
  const wanted = term.trim();
  const tooShort = [...wanted].length < SUGGEST_MIN_LENGTH;
  // A term too short to ask about shows nothing, not the list of a longer one.
  if (tooShort && found !== NONE) setFound(NONE);

  useEffect(() => {
    const asked = ++sequence.current;
    if (tooShort) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, controller.signal).then(
        (answer) => {
          if (asked === sequence.current) setFound(answer);
        },
        () => {
          if (asked === sequence.current) setFound(NONE);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, tooShort]);

  return found;
}
