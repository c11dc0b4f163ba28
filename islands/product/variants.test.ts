import { PANJABI_VARIANTS } from './detailFixture';
import { imagesFor, pickVariant, variantOptions } from './variants';

const [redM, redL, blueM] = PANJABI_VARIANTS;

describe('variant choice', () => {
  it('lists each colour and size once, in the order of the variants', () => {
    const { colors, sizes } = variantOptions(PANJABI_VARIANTS);
    expect(colors.map((c) => c.admin_name)).toEqual(['Red', 'Blue']);
    expect(sizes.map((s) => s.admin_name)).toEqual(['M', 'L']);
  });

  it('keeps the size when the colour changes and that combination exists', () => {
    expect(pickVariant(PANJABI_VARIANTS, redM, { colorId: 2 })).toBe(blueM);
    expect(pickVariant(PANJABI_VARIANTS, redM, { sizeId: 12 })).toBe(redL);
  });

  it('falls back to the first variant with the new choice when the combination does not exist', () => {
    expect(pickVariant(PANJABI_VARIANTS, redL, { colorId: 2 })).toBe(blueM);
    expect(pickVariant(PANJABI_VARIANTS, blueM, { sizeId: 12 })).toBe(redL);
  });

  it('stays on the current variant for an unknown choice', () => {
    expect(pickVariant(PANJABI_VARIANTS, redM, { colorId: 99 })).toBe(redM);
  });

  it("shows the variant's own images before the product's, else the product's", () => {
    const productImages = [{ id: 1, path: 'product/5/main-1.webp' }];
    // the variant's picture first, then the product's own as further thumbnails, none twice
    expect(imagesFor(productImages, redL).map((i) => i.path)).toEqual([
      'product/5/main-52.webp',
      'product/5/main-1.webp',
    ]);
    expect(imagesFor([...productImages, { id: 520, path: 'product/5/main-52.webp' }], redL)).toHaveLength(2);
    expect(imagesFor(productImages, { ...redL, images: [] })).toBe(productImages);
    expect(imagesFor(productImages, null)).toBe(productImages);
  });
});
