/** The shop's line icons, drawn at 18px; CSS may size them (the navbar's counters draw them at 24px). */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  width: 18,
  height: 18,
  'aria-hidden': true,
} as const;

const HEART =
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8z';
export const HeartIcon = () => (
  <svg {...common}>
    <path d={HEART} />
  </svg>
);
export const CompareIcon = () => (
  <svg {...common}>
    <path d="M16 3h5v5M8 21H3v-5M21 3l-7 7M3 21l7-7" />
  </svg>
);
export const CartIcon = () => (
  <svg {...common}>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);
