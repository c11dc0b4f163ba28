import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../shared/i18n/useT';
import type { Choice, Navigate } from './suggestionChoices';
import { useSuggestions } from './useSuggestions';

// The list's options load when the shopper first focuses the box (or types): a page's first script
// carries the form and the combobox only.
const loadGroups = () => import('./SuggestionGroups');
const SuggestionGroups = lazy(loadGroups);

const goTo: Navigate = (href) => window.location.assign(href);

/**
 * The navbar's search box as a combobox (the WAI-ARIA pattern): typing offers products,
 * categories and brands in a listbox below; Down and Up move through them (the input keeps the
 * focus and names the active one by aria-activedescendant), Enter opens the active one or, with
 * none, searches the term, Escape closes the list (or clears the box when it is closed). The
 * form still works without script: it submits to /search. On the search results page it opens
 * holding the term searched for (initialTerm).
 */
export function SearchBox({ initialTerm = '', navigate = goTo }: { initialTerm?: string; navigate?: Navigate }) {
  const [term, setTerm] = useState(initialTerm);
  // The searched term the page opened with is not asked about: only what the shopper types.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<Choice[]>([]);
  const found = useSuggestions(typed ? term : '');
  const t = useT();
  const base = useId();
  const listId = `${base}-list`;

  const choices: Choice[] = [
    ...found.products.map((p) => ({
      id: `${base}-p${p.id}`,
      href: `/products/${p.url_key}`,
      label: p.name,
      group: 'Products' as const,
      price: p.price,
      picture: p.picture,
    })),
    ...found.categories.map((c) => ({
      id: `${base}-c${c.id}`,
      href: `/categories/${c.slug}`,
      label: c.name,
      group: 'Categories' as const,
    })),
    ...found.brands.map((b) => ({
      id: `${base}-b${b.id}`,
      href: `/brands/${b.slug}`,
      label: b.name,
      group: 'Brands' as const,
    })),
    // The empty box offers the products viewed last (SearchBoxRecent, loaded when it opens).
    ...(term ? [] : recent),
  ];
  const shown = open && choices.length > 0;
  const current = shown && active >= 0 && active < choices.length ? choices[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!choices.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        !shown || i < 0 ? (step > 0 ? 0 : choices.length - 1) : (i + step + choices.length) % choices.length,
      );
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      (current.run ?? navigate)(current.href);
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape: only the second Escape, with the list closed, may.
      if (shown) {
        event.preventDefault();
        setOpen(false);
      } else setTerm('');
      setActive(-1);
    }
  };

  return (
    <form className="search" action="/search" method="get" role="search">
      <label className="visually-hidden" htmlFor="navbar-search">
        {t('navbar.searchProducts')}
      </label>
      <input
        id="navbar-search"
        name="term"
        type="search"
        placeholder={t('navbar.searchPlaceholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={current?.id}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => {
          setOpen(true);
          void loadGroups().then((m) => m.showRecent(base, setRecent));
        }}
      />
      <button type="submit">{t('navbar.search')}</button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('navbar.suggestions')}
        className="search-suggestions"
        hidden={!shown}
      >
        {shown && (
          <Suspense>
            <SuggestionGroups choices={choices} current={current} navigate={navigate} closest={found.closest} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
