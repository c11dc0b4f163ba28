import { mixed, object, string, type AnySchema } from 'yup';
import { checkForm } from './fieldErrors';
import {
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  dimensions,
  ext,
  image,
  is,
  isNot,
  length,
  maxValue,
  mimes,
  minValue,
  notOneOf,
  numeric,
  pastDay,
  personName,
  regex,
  size,
  url,
  type FileLike,
} from './rules';

/** The messages a value gets from a field with these rules (an empty list: valid). */
async function messages(field: AnySchema, value: unknown): Promise<string[]> {
  const result = await checkForm(object({ x: field }), { x: value });
  return result.ok ? [] : result.errors.x;
}

const text = (label = 'code') => string().label(label);
const upload = (label = 'upload') => mixed().label(label);
const file = (name: string, type: string, bytes: number, pixels?: { width: number; height: number }): FileLike => ({
  name,
  type,
  size: bytes,
  ...pixels,
});

describe('the number rules', () => {
  it('min_value and max_value compare numbers, numeric text too', async () => {
    expect(await messages(text('age').test(minValue(18)), '17')).toEqual(['The age field must be 18 or more']);
    expect(await messages(text('age').test(minValue(18)), '18')).toEqual([]);
    expect(await messages(text('age').test(maxValue(60)), '61')).toEqual(['The age field must be 60 or less']);
    expect(await messages(text('age').test(maxValue(60)), 'sixty')).toEqual(['The age field must be 60 or less']);
  });

  it('between takes both ends', async () => {
    const field = () => text('experience').test(between(0, 50));
    for (const ok of ['0', '50', '7']) expect(await messages(field(), ok)).toEqual([]);
    for (const bad of ['-1', '51', 'x'])
      expect(await messages(field(), bad)).toEqual(['The experience field must be between 0 and 50']);
  });

  it('numeric takes digits only', async () => {
    expect(await messages(text('salary').test(numeric()), '25000')).toEqual([]);
    for (const bad of ['25,000', '1.5', '-3', '১২'])
      expect(await messages(text('salary').test(numeric()), bad)).toEqual([
        'The salary field may only contain numeric characters',
      ]);
  });
});

describe('the text rules', () => {
  it('length counts characters (Bangla ones too) or list items', async () => {
    expect(await messages(text('pin').test(length(4)), '1234')).toEqual([]);
    expect(await messages(text('pin').test(length(4)), '123')).toEqual(['The pin field must be 4 long']);
    expect(await messages(text('word').test(length(3)), 'মাছ')).toEqual([]);
  });

  it('alpha, alpha_num, alpha_dash and alpha_spaces take letters of any script', async () => {
    expect(await messages(text('name').test(alpha()), 'রহিম')).toEqual([]);
    expect(await messages(text('name').test(alpha()), 'Rahim1')).toEqual([
      'The name field may only contain alphabetic characters',
    ]);
    expect(await messages(text('code').test(alphaNum()), 'Eid2026')).toEqual([]);
    expect(await messages(text('code').test(alphaNum()), 'Eid-2026')).toEqual([
      'The code field may only contain alpha-numeric characters',
    ]);
    expect(await messages(text('code').test(alphaDash()), 'eid_sale-2026')).toEqual([]);
    expect(await messages(text('code').test(alphaDash()), 'eid sale')).toEqual([
      'The code field may contain alpha-numeric characters as well as dashes and underscores',
    ]);
    expect(await messages(text('name').test(alphaSpaces()), 'Nusrat Jahan')).toEqual([]);
    expect(await messages(text('name').test(alphaSpaces()), 'Nusrat J.')).toEqual([
      'The name field may only contain alphabetic characters as well as spaces',
    ]);
  });

  it('regex matches the whole pattern, even a global one used twice', async () => {
    const field = () => text('zip').test(regex(/^\d{4}$/g));
    expect(await messages(field(), '1207')).toEqual([]);
    expect(await messages(field(), '1207')).toEqual([]);
    expect(await messages(field(), '12A7')).toEqual(['The zip field format is invalid']);
  });

  it('url takes http and https addresses with a host', async () => {
    for (const ok of ['https://haat.test/blog', 'http://localhost:3000'])
      expect(await messages(text('website').test(url()), ok)).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'haat.test', 'https://nohost'])
      expect(await messages(text('website').test(url()), bad)).toEqual(['The website field is not a valid URL']);
  });

  it('is, is_not and not_one_of compare values', async () => {
    expect(await messages(text('website').test(is('')), 'spam')).toEqual(['The website field value is not valid']);
    expect(await messages(text('answer').test(is('yes')), 'yes')).toEqual([]);
    expect(await messages(text('password').test(isNot('123456')), '123456')).toEqual([
      'The password field value is not valid',
    ]);
    expect(await messages(text('size').test(notOneOf(['XXL', 'XXXL'])), 'XXL')).toEqual([
      'The size field is not a valid value',
    ]);
    expect(await messages(text('size').test(notOneOf(['XXL', 'XXXL'])), 'M')).toEqual([]);
  });

  it('lets an empty value pass every rule but required, and takes a message of its own', async () => {
    for (const test of [
      minValue(1),
      between(1, 2),
      length(3),
      numeric(),
      alpha(),
      regex(/x/),
      url(),
      isNot(''),
      ext(['pdf']),
      size(1),
    ]) {
      expect(await messages(text().test(test), '')).toEqual([]);
    }
    expect(await messages(text('phone').test(numeric('Digits, please.')), '01-7')).toEqual(['Digits, please.']);
  });
});

describe('the file rules', () => {
  const cv = file('My CV.PDF', 'application/pdf', 2048);
  const photo = file('photo.png', 'image/png', 5000, { width: 400, height: 300 });

  it('ext reads the name, mimes the type (with image/* for any image), image any image type', async () => {
    expect(await messages(upload('CV').test(ext(['pdf', 'docx'])), cv)).toEqual([]);
    expect(await messages(upload('CV').test(ext(['pdf', 'docx'])), photo)).toEqual([
      'The CV field is not a valid file',
    ]);
    expect(await messages(upload('CV').test(mimes(['application/pdf'])), cv)).toEqual([]);
    expect(await messages(upload('photo').test(mimes(['image/*'])), photo)).toEqual([]);
    expect(await messages(upload('photo').test(mimes(['image/*'])), cv)).toEqual([
      'The photo field must have a valid file type',
    ]);
    expect(await messages(upload('photo').test(image()), cv)).toEqual(['The photo field must be an image']);
    expect(await messages(upload('photo').test(image()), 'not a file')).toEqual(['The photo field must be an image']);
  });

  it('size counts kilobytes of 1024 bytes, every file of a list', async () => {
    expect(await messages(upload('CV').test(size(2)), cv)).toEqual([]);
    expect(await messages(upload('CV').test(size(1)), cv)).toEqual(['The CV field size must be less than 1KB']);
    expect(await messages(upload('CV').test(size(2)), [cv, photo])).toEqual([
      'The CV field size must be less than 2KB',
    ]);
  });

  it('dimensions compares the pixels, from the description or by decoding the image in the browser', async () => {
    expect(await messages(upload('banner').test(dimensions(400, 300)), photo)).toEqual([]);
    expect(await messages(upload('banner').test(dimensions(1200, 400)), photo)).toEqual([
      'The banner field must be 1200 pixels by 400 pixels',
    ]);
    expect(await messages(upload('banner').test(dimensions(400, 300)), cv)).toEqual([
      'The banner field must be 400 pixels by 300 pixels',
    ]);

    const decoded = new Blob(['png'], { type: 'image/png' });
    Object.assign(decoded, { name: 'banner.png' });
    const close = jest.fn();
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
      width: 1200,
      height: 400,
      close,
    }));
    try {
      expect(await messages(upload('banner').test(dimensions(1200, 400)), decoded)).toEqual([]);
      expect(close).toHaveBeenCalled();
    } finally {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });
});

describe('a day in the past', () => {
  it('takes a real day before today from 1900 on', async () => {
    const field = () => pastDay('date of birth', 'Please Enter Your Date Of Birth');
    expect(await messages(field(), '1995-04-14')).toEqual([]);
    expect(await messages(field(), '')).toEqual(['Please Enter Your Date Of Birth']);
    expect(await messages(field(), '1995-02-30')).toEqual(['The date of birth field must be a valid date']);
    expect(await messages(field(), '2999-01-01')).toEqual(['The date of birth field must be a date in the past']);
  });
});

describe("a person's name", () => {
  it(
    'takes names in any script with their punctuation, and refuses markup, direction overrides and invisible-only ' +
      'names',
    async () => {
      for (const name of ["O'Brien", 'Abu Bakr Siddique', 'করিম', 'Anne-Marie', 'Md. Rahim'])
        expect(await messages(personName('first name'), name)).toEqual([]);
      for (const name of ['<script>alert(1)</script>', 'abc\u202Egnp.exe', '\u200B\u200C\u200D\uFEFF', '...']) {
        expect(await messages(personName('first name'), name)).toEqual(['The first name field format is invalid']);
      }
    },
  );
});
