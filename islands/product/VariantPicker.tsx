import { useT } from '../../shared/i18n/useT';
import { radioGroupKeys, radioTabIndex } from '../../shared/ui/radioGroupKeys';
import { pickVariant, variantOptions, type DetailVariant } from './variants';

interface Props {
  variants: DetailVariant[];
  selected: DetailVariant;
  onSelect: (variant: DetailVariant) => void;
}

/**
 * The options of a configurable product: a colour row (swatch and name) and a size row when the
 * variants have them, otherwise the variants by name. Each row is a radio group: Tab enters it at
 * the chosen option, the arrow keys choose another.
 */
export function VariantPicker({ variants, selected, onSelect }: Props) {
  const t = useT();
  const { colors, sizes } = variantOptions(variants);
  const byName = colors.length === 0 && sizes.length === 0;
  // Sizes the chosen colour does not come in stay clickable (they switch colour), but look faded.
  const sizeExists = (sizeId: number) =>
    variants.some((v) => v.size?.id === sizeId && (!selected.color || v.color?.id === selected.color.id));

  return (
    <div className="variant-picker">
      {colors.length > 0 && (
        <fieldset>
          <legend>
            {t('product.colorIs')} <strong>{selected.color?.admin_name ?? '—'}</strong>
          </legend>
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its radios take the focus */}
          <div className="variant-options" role="radiogroup" aria-label={t('common.color')} onKeyDown={radioGroupKeys}>
            {colors.map((color, index) => (
              <button
                key={color.id}
                type="button"
                role="radio"
                aria-checked={selected.color?.id === color.id}
                tabIndex={radioTabIndex(selected.color?.id === color.id, index, Boolean(selected.color))}
                onClick={() => onSelect(pickVariant(variants, selected, { colorId: color.id }))}
              >
                <span className="swatch" style={{ background: color.swatch_value }} aria-hidden="true" />
                {color.admin_name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset>
          <legend>
            {t('product.sizeIs')} <strong>{selected.size?.admin_name ?? '—'}</strong>
          </legend>
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its radios take the focus */}
          <div className="variant-options" role="radiogroup" aria-label={t('common.size')} onKeyDown={radioGroupKeys}>
            {sizes.map((size, index) => (
              <button
                key={size.id}
                type="button"
                role="radio"
                aria-checked={selected.size?.id === size.id}
                tabIndex={radioTabIndex(selected.size?.id === size.id, index, Boolean(selected.size))}
                className={sizeExists(size.id) ? undefined : 'unavailable'}
                onClick={() => onSelect(pickVariant(variants, selected, { sizeId: size.id }))}
              >
                {size.admin_name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {byName && (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its radios take the focus
        <div className="variant-options" role="radiogroup" aria-label={t('product.options')} onKeyDown={radioGroupKeys}>
          {variants.map((variant) => (
            <button
              key={variant.id}
              type="button"
              role="radio"
              aria-checked={selected.id === variant.id}
              tabIndex={selected.id === variant.id ? 0 : -1}
              onClick={() => onSelect(variant)}
            >
              {variant.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
