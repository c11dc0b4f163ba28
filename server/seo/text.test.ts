import { jsonLdText } from './jsonLd';
import { firstDescription, plainText, summary } from './text';
import { canonicalUrl, pictureUrl } from './urls';

describe('page texts for search engines', () => {
  it('reads the text a reader sees in HTML: entities decoded, blocks apart, scripts left out', () => {
    expect(
      plainText(
        '<p>Fish &amp; ' +
          'rice</p><ul><li>Hilsa</li><li>Chinigura</li></ul><script>steal()</script><p>Fresh&nbsp;daily</p>',
      ),
    ).toBe('Fish & rice Hilsa Chinigura Fresh daily');
    expect(plainText(null)).toBe('');
  });

  it('cuts a long text at a whole word, with an ellipsis, within 160 characters', () => {
    const text = 'Jamdani saree, hand woven in Narayanganj. '.repeat(8);
    const cut = summary(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/[a-z]$/);
    expect(summary('Short text.')).toBe('Short text.');
  });

  it('takes the first text that has words in it', () => {
    expect(firstDescription('<p> </p>', null, '<p>Second</p>')).toBe('Second');
    expect(firstDescription(null, '')).toBe('');
  });
});

describe('structured data in a script element', () => {
  it('holds no character that could end the element, and reads back as written', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const text = jsonLdText({ name });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name });
  });
});

describe('URLs on the public origin', () => {
  it('keeps only the query parameters a page names, in a fixed form', () => {
    expect(canonicalUrl('https://haat.example', '/search', { term: 'rice & dal' })).toBe(
      'https://haat.example/search?term=rice+%26+dal',
    );
    expect(canonicalUrl('https://haat.example', '/categories/tea', { page: undefined, term: '' })).toBe(
      'https://haat.example/categories/tea',
    );
  });

  it('makes a stored picture path absolute and leaves out inline and protocol-relative ones', () => {
    expect(pictureUrl('https://haat.example', 'product/1/main-1.webp')).toBe(
      'https://haat.example/storage/product/1/main-1.webp',
    );
    expect(pictureUrl('https://haat.example', '/storage/defaults/product.png')).toBe(
      'https://haat.example/storage/defaults/product.png',
    );
    expect(pictureUrl('https://haat.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(pictureUrl('https://haat.example', 'data:image/png;base64,AAAA')).toBeNull();
    expect(pictureUrl('https://haat.example', '//evil.test/a.png')).toBeNull();
    expect(pictureUrl('https://haat.example', null)).toBeNull();
  });
});
