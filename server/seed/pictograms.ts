/** Simple white pictograms (200x200 user space) the seed draws its pictures with. */
export const PICTOGRAMS: Record<string, string> = {
  groceries:
    '<path d="M40 70h120l-10 110H50z"/><path d="M70 72V52a30 30 0 0 1 60 0v20" fill="none" stroke="currentColor" ' +
    'stroke-width="10"/>',
  'mens-fashion': '<path d="M65 25 15 55l20 40 25-12v97h80V83l25 12 20-40-50-30q-35 25-70 0z"/>',
  'womens-fashion': '<path d="M78 15h44l6 45 40 125H32l40-125z"/>',
  'mobiles-tablets':
    '<rect x="55" y="15" width="90" height="170" rx="14"/><rect x="65" y="35" width="70" height="125" rx="4" ' +
    'fill-opacity=".35" fill="#000"/>',
  'electronics-accessories':
    '<path d="M40 120v-20a60 60 0 0 1 120 0v20" fill="none" stroke="currentColor" stroke-width="14"/><rect x="26" ' +
    'y="108" width="38" height="64" rx="10"/><rect x="136" y="108" width="38" height="64" rx="10"/>',
  'home-appliances':
    '<rect x="20" y="40" width="160" height="100" rx="8"/><rect x="30" y="50" width="140" height="80" rx="3" ' +
    'fill="#000" fill-opacity=".3"/><rect x="85" y="142" width="30" height="14"/><rect x="55" y="156" width="90" ' +
    'height="10" rx="5"/>',
  'health-beauty':
    '<rect x="80" y="12" width="40" height="26" rx="4"/><rect x="55" y="40" width="90" height="148" rx="20"/><rect ' +
    'x="70" y="90" width="60" height="50" rx="6" fill="#000" fill-opacity=".2"/>',
  'babies-toys':
    '<circle cx="60" cy="55" r="25"/><circle cx="140" cy="55" r="25"/><circle cx="100" cy="110" r="70"/><circle ' +
    'cx="78" cy="100" r="8" fill="#000" fill-opacity=".4"/><circle cx="122" cy="100" r="8" fill="#000" ' +
    'fill-opacity=".4"/>',
  'home-lifestyle':
    '<path d="M60 25h80l28 75H32z"/><rect x="94" y="100" width="12" height="62"/><rect x="58" y="160" width="84" ' +
    'height="16" rx="7"/>',
  'sports-outdoor':
    '<circle cx="100" cy="100" r="78"/><path d="M100 66l32 23-12 37H80L68 89z" fill="#000" fill-opacity=".35"/>',
  'books-stationery': '<path d="M18 42q42-16 78 6v132q-36-22-78-6zM182 42q-42-16-78 6v132q36-22 78-6z"/>',
  'watches-bags':
    '<rect x="75" y="8" width="50" height="184" rx="10"/><circle cx="100" cy="100" r="52"/><circle cx="100" cy="100" ' +
    'r="40" fill="#000" fill-opacity=".3"/><path d="M100 100V74M100 100h20" stroke="currentColor" stroke-width="6"/>',
  shop: '<rect x="30" y="70" width="140" height="110" rx="8"/><path d="M20 70l20-45h120l20 45z" fill-opacity=".7"/>',

  shoe:
    '<path d="M18 128c22-2 42-14 56-40l16 6c10 16 32 22 56 24 22 2 36 12 36 30v10H18z"/><rect x="18" y="152" ' +
    'width="164" height="14" rx="5" fill-opacity=".6"/>',
  handbag:
    '<path d="M30 80h140l-12 100H42z"/><path d="M64 82c0-48 72-48 72 0" fill="none" stroke="currentColor" ' +
    'stroke-width="10"/>',
  pen:
    '<path d="M140 22l38 38-98 98-50 12 12-50z"/><path d="M120 42l38 38" stroke="#000" stroke-opacity=".3" ' +
    'stroke-width="8"/>',
  fridge:
    '<rect x="50" y="10" width="100" height="180" rx="10"/><rect x="50" y="68" width="100" height="6" fill="#000" ' +
    'fill-opacity=".35"/><rect x="128" y="30" width="8" height="26" rx="3" fill="#000" fill-opacity=".35"/><rect ' +
    'x="128" y="88" width="8" height="40" rx="3" fill="#000" fill-opacity=".35"/>',
  bicycle:
    '<g fill="none" stroke="currentColor" stroke-width="10" stroke-linejoin="round"><circle cx="48" cy="132" ' +
    'r="36"/><circle cx="152" cy="132" r="36"/><path d="M48 132l36-58h46l22 58M84 74l30 58H48M118 52h28"/></g>',
  bottle:
    '<rect x="80" y="12" width="40" height="22" rx="4"/><path d="M70 34h60l15 30v116a10 10 0 0 1-10 10H65a10 10 0 0 ' +
    '1-10-10V64z"/><rect x="65" y="95" width="70" height="50" rx="6" fill="#000" fill-opacity=".2"/>',
  fan:
    '<circle cx="100" cy="100" r="16"/><path d="M100 84c-10-40 10-70 30-60s0 50-30 60zM116 100c40-10 70 10 60 ' +
    '30s-50 0-60-30zM100 116c10 40-10 70-30 60s0-50 30-60zM84 100c-40 10-70-10-60-30s50 0 60 30z"/>',
  trousers: '<path d="M55 18h90l12 168h-42l-15-108-15 108H43z"/>',
  fabric:
    '<rect x="28" y="56" width="144" height="30" rx="6"/><rect x="28" y="96" width="144" height="30" rx="6" ' +
    'fill-opacity=".75"/><rect x="28" y="136" width="144" height="30" rx="6"/>',
  pot:
    '<path d="M30 80h140v70a30 30 0 0 1-30 30H60a30 30 0 0 1-30-30z"/><rect x="18" y="66" width="164" height="16" ' +
    'rx="8"/><rect x="84" y="42" width="32" height="20" rx="6"/>',
  chair:
    '<rect x="60" y="18" width="80" height="88" rx="6"/><rect x="44" y="104" width="112" height="18" rx="5"/><path ' +
    'd="M56 122v66M144 122v66" stroke="currentColor" stroke-width="11"/>',
  plug:
    '<rect x="58" y="62" width="84" height="88" rx="14"/><rect x="74" y="24" width="12" height="38" ' +
    'rx="3"/><rect x="114" y="24" width="12" height="38" rx="3"/><path d="M100 150v40" stroke="currentColor" ' +
    'stroke-width="10"/>',
};

/** The pictogram of a product: its kind when its name tells it, else its department's. */
const KINDS: [RegExp, string][] = [
  [/shoe|sandal|loafer|heel|sneaker/i, 'shoe'],
  [/bicycle/i, 'bicycle'],
  [/bag|backpack|wallet|belt|lunch box/i, 'handbag'],
  [/pen\b|pencil|marker|highlighter/i, 'pen'],
  [/refrigerator|washing machine/i, 'fridge'],
  [/fan\b/i, 'fan'],
  [/jeans|pant|jogger/i, 'trousers'],
  [/saree|orna|kantha/i, 'fabric'],
  [/cooker|kettle|blender|stove/i, 'pot'],
  [/chair|table|bookshelf/i, 'chair'],
  [/charger|adapter|cable|power bank|router|mouse/i, 'plug'],
  [/earbuds|neckband/i, 'electronics-accessories'],
  [/watch/i, 'watches-bags'],
  [/oil|juice|ketchup|shampoo|lotion|serum|liquid|handwash|jelly|bottle|jug/i, 'bottle'],
];

export function iconFor(department: string, item: string): string {
  return KINDS.find(([pattern]) => pattern.test(item))?.[1] ?? department;
}
