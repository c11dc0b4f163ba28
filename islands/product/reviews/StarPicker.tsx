import { useState } from 'react';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/useT';
import { useShop } from '../../../shared/store/hooks';
import { REVIEW_LIMITS } from '../../../shared/validation/reviewSchema';

const STARS = Array.from({ length: REVIEW_LIMITS.stars }, (_, i) => i + 1);
const starPath = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z';

interface Props {
  /** Stars chosen, 0 for none yet. */
  value: number;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** The field's message, shown under the stars. */
  error?: string;
}

/**
 * The rating as five stars that are a radio group: Tab reaches it, the arrow keys move and choose,
 * a click or tap chooses; hovering shows what a click would give. Each star is named "3 stars".
 */
export function StarPicker({ value, onChange, onBlur, error }: Props) {
  const t = useT();
  const { locale } = useShop();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className={`star-picker${error ? ' has-error' : ''}`}
      aria-describedby={error ? 'review-rating-error' : undefined}
      onMouseLeave={() => setHover(0)}
    >
      <legend>{t('product.yourRating')}</legend>
      <div className="star-picker-stars">
        {STARS.map((stars) => (
          <label key={stars} className={stars <= shown ? 'on' : undefined} onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              className="visually-hidden"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
            />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={starPath} />
            </svg>
            <span className="visually-hidden">{t('product.stars', { count: stars })}</span>
          </label>
        ))}
        {value > 0 && (
          <span className="star-picker-value">{formatNumber((value * 100) / REVIEW_LIMITS.stars, locale)}%</span>
        )}
      </div>
      {error && (
        <p className="field-error" id="review-rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
