import { labelMeasure } from './labelWidths';

// Widths Chromium drew for these labels in the shop's Bengali font (13px top bar, 14px menu), in em.
const DRAWN = {
  লগইন: 32.67 / 13,
  ব্লগ: 16.16 / 13,
  'হোম অ্যাপ্লায়েন্স': 86.97 / 14,
  'মোবাইল ফোন ও ট্যাবলেট': 146.14 / 14,
};

describe('Bangla label widths', () => {
  const measure = labelMeasure();
  afterAll(() => measure.close());

  it('measures Bangla labels as the browser draws them in the shop font, conjuncts and spaces included', async () => {
    const widths = await measure.widths(Object.keys(DRAWN), 400);
    for (const [label, drawn] of Object.entries(DRAWN)) {
      // Never narrower than drawn; a space (the device's font draws it) is given the widest system font's 0.35 em.
      expect(widths[label]).toBeGreaterThanOrEqual(drawn);
      expect(widths[label] - drawn).toBeLessThan(0.02 + 0.04 * (label.split(' ').length - 1));
    }
  });

  it('measures a bolder weight wider', async () => {
    const [regular, bold] = await Promise.all([measure.widths(['বাংলা'], 400), measure.widths(['বাংলা'], 700)]);
    expect(bold['বাংলা']).toBeGreaterThan(regular['বাংলা']);
  });

  it('leaves out labels with no Bangla letter or with a character only the device draws', async () => {
    expect(await measure.widths(['Login', 'iPhone ও ট্যাবলেট', '১০%', ' '], 400)).toEqual({});
    expect(Object.keys(await measure.widths(['এখনই কিনুন ›', 'শপে ফিরে যান'], 600))).toEqual([
      'এখনই কিনুন ›',
      'শপে ফিরে যান',
    ]);
  });
});
