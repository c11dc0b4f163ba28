import { DEFAULT_PRODUCT_IMAGE } from '../../shared/catalog/imageSources';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import type { Choice, Navigate } from './suggestionChoices';

const GROUPS = ['Products', 'Categories', 'Brands', 'Recent'] as const;

// Loaded with the list: the empty box's options.
export { showRecent } from './SearchBoxRecent';

/**
 * The search box's options, by group, inside its listbox; `current` is the one the keys moved to;
 * `closest` when nothing matched and the products and categories are the nearest instead.
 */
export default function SuggestionGroups({
  choices,
  current,
  navigate,
  closest,
}: {
  choices: Choice[];
  current: Choice | undefined;
  navigate: Navigate;
  closest?: boolean;
}) {
  const t = useT();
  const { currency, locale } = useShop();
  // Literal ids, one per group, so the catalogue test sees each.
  const groupNames = {
    Products: closest ? t('navbar.closestProducts') : t('navbar.products'),
    Categories: closest ? t('navbar.closestCategories') : t('navbar.categories'),
    Brands: t('navbar.brands'),
    Recent: t('shopper.recentTitle'),
  };
  return (
    <>
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
                  (choice.run ?? navigate)(choice.href);
                }}
              >
                {choice.picture !== undefined && (
                  <img
                    src={choice.picture ? `/storage/${choice.picture}` : DEFAULT_PRODUCT_IMAGE}
                    alt=""
                    width={32}
                    height={38}
                    loading="lazy"
                  />
                )}
                <span className="search-suggestion-name">{choice.run ? t('shopper.recentClear') : choice.label}</span>
                {choice.price !== undefined && (
                  <span className="search-suggestion-price">{formatPrice(choice.price, currency, locale)}</span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
