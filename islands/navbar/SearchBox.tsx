import { useId, useState, type KeyboardEvent } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../shared/catalog/imageSources';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { useSuggestions } from './useSuggestions';

interface Choice {
  id: string;
  href: string;
  label: string;
  group: 'Products' | 'Categories' | 'Brands';
  price?: number;
  picture?: string | null;
}

const GROUPS = ['Products', 'Categories', 'Brands'] as const;

/** Follows a chosen suggestion; tests pass their own. */
export type Navigate = (href: string) => void;
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
  const found = useSuggestions(typed ? term : '');
  const t = useT();
  const { currency, locale } = useShop();
  // Literal ids, one per group, so the catalogue test sees each.
  const groupNames = { Products: t('navbar.products'), Categories: t('navbar.categories'), Brands: t('navbar.brands') };
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
      navigate(current.href);
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
        onFocus={() => setOpen(true)}
      />
      <button type="submit">{t('navbar.search')}</button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('navbar.suggestions')}
        className="search-suggestions"
        hidden={!shown}
      >
        {GROUPS.map((group) => {
          const inGroup = choices.filter((c) => c.group === group);
          if (!inGroup.length) return null;
          return (
            <div role="group" aria-label={groupNames[group]} key={group}>
              <div className="search-suggestions-head" aria-hidden="true">
                {groupNames[group]}
              </div>
              {inGroup.map((choice) => (
                // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the box keeps the focus
                <div
                  key={choice.id}
                  id={choice.id}
                  role="option"
                  aria-selected={choice === current}
                  className={choice === current ? 'search-suggestion active' : 'search-suggestion'}
                  // mousedown, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    navigate(choice.href);
                  }}
                >
                  {choice.group === 'Products' && (
                    <img
                      src={choice.picture ? `/storage/${choice.picture}` : DEFAULT_PRODUCT_IMAGE}
                      alt=""
                      width={32}
                      height={38}
                      loading="lazy"
                    />
                  )}
                  <span className="search-suggestion-name">{choice.label}</span>
                  {choice.price !== undefined && (
                    <span className="search-suggestion-price">{formatPrice(choice.price, currency, locale)}</span>
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </form>
  );
}
