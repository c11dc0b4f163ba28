import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatPrice } from '../format/price';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';
import { clampMax, clampMin, PRICE_RANGE, type PriceSelection } from './priceRange';

/** How long the handles rest before the new range is applied (one fetch per drag, not per pixel). */
export const SLIDER_SETTLE_MS = 350;
const STEP = 500;

interface Props {
  value: PriceSelection;
  onChange: (price: PriceSelection) => void;
}

/**
 * A dual-handle price slider with Min and Max number boxes. Both handles and both boxes stay inside
 * the range and never cross: the minimum cannot exceed the maximum. Boxes apply on Enter or blur,
 * so a half-typed number is not clamped under the shopper's fingers. The handles are native range
 * inputs (role slider: the arrow keys move them a step, Page Up/Down further, Home/End to the ends)
 * that tell a screen reader their value in taka ("৳ 1,200"), not a bare number.
 */
export function PriceSlider({ value, onChange }: Props) {
  const { currency, locale } = useShop();
  const t = useT();
  const taka = (amount: number) => formatPrice(amount, currency, locale);
  const [draft, setDraft] = useState(value);
  const [typed, setTyped] = useState({ min: String(value.min), max: String(value.max) });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new value from outside (Clear All, Reset) replaces whatever is being edited.
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf !== value) {
    setDraftOf(value);
    setDraft(value);
    setTyped({ min: String(value.min), max: String(value.max) });
  }
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const show = (next: PriceSelection) => {
    setDraft(next);
    setTyped({ min: String(next.min), max: String(next.max) });
  };
  const applyNow = (next: PriceSelection) => {
    clearTimeout(timer.current);
    show(next);
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };
  const slide = (next: PriceSelection) => {
    show(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), SLIDER_SETTLE_MS);
  };
  const commitBox = (which: 'min' | 'max') => {
    const number = Number(typed[which]);
    const next =
      which === 'min' ? { ...draft, min: clampMin(number, draft) } : { ...draft, max: clampMax(number, draft) };
    applyNow(typed[which].trim() === '' ? draft : next);
  };
  const commitOnEnter = (which: 'min' | 'max', event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitBox(which);
  };

  const left = (draft.min / PRICE_RANGE.max) * 100;
  const right = 100 - (draft.max / PRICE_RANGE.max) * 100;
  return (
    <div className="price-slider">
      <div className="price-slider-track">
        <div className="price-slider-fill" style={{ left: `${left}%`, right: `${right}%` }} />
        <input
          type="range"
          aria-label={t('common.minimumPrice')}
          // Handles on top of each other at the far right: the minimum must be the one to grab.
          style={draft.min > PRICE_RANGE.max / 2 ? { zIndex: 2 } : undefined}
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={STEP}
          value={draft.min}
          aria-valuetext={taka(draft.min)}
          onChange={(e) => slide({ ...draft, min: clampMin(Number(e.target.value), draft) })}
        />
        <input
          type="range"
          aria-label={t('common.maximumPrice')}
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={STEP}
          value={draft.max}
          aria-valuetext={taka(draft.max)}
          onChange={(e) => slide({ ...draft, max: clampMax(Number(e.target.value), draft) })}
        />
      </div>
      <div className="price-slider-boxes">
        <label>
          {t('common.min')}
          <input
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={draft.max}
            value={typed.min}
            onChange={(e) => setTyped({ ...typed, min: e.target.value })}
            onBlur={() => commitBox('min')}
            onKeyDown={(event) => commitOnEnter('min', event)}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          {t('common.max')}
          <input
            type="number"
            inputMode="numeric"
            min={draft.min}
            max={PRICE_RANGE.max}
            value={typed.max}
            onChange={(e) => setTyped({ ...typed, max: e.target.value })}
            onBlur={() => commitBox('max')}
            onKeyDown={(event) => commitOnEnter('max', event)}
          />
        </label>
      </div>
    </div>
  );
}
