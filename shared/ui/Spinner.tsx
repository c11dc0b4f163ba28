import { useT } from '../i18n/useT';

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading products"); "Loading..." in the page's language without one. */
  label?: string;
  /** Diameter of the ring in CSS pixels. */
  size?: number;
  /** Height of the box the spinner holds, so the content that replaces it does not move the page. */
  minHeight?: number | string;
}

/** A sized loading ring: role status, centred in a box of fixed height. */
export function Spinner({ label, size = 32, minHeight = size * 2 }: SpinnerProps) {
  const t = useT();
  return (
    <div className="spinner-box" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
