import { safeReturnPath } from './returnPath';

describe('the one check of a place to return to', () => {
  it.each([
    ['/checkout/onepage/', '/checkout/onepage/'],
    ['/products/rice-5kg#reviews', '/products/rice-5kg#reviews'],
    ['/search?q=green%20tea&page=2', '/search?q=green%20tea&page=2'],
    ['/customer/account/orders', '/customer/account/orders'],
  ])('keeps the path %s on the shop', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['a tab', '/\t/evil.example/'],
    ['a newline', '/\n/evil.example/'],
    ['a carriage return', '/\r\n//evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a protocol-relative address', '//evil.example/'],
    ['three slashes', '///evil.example/'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later on', '/a/..\\..\\evil'],
    ['an absolute address', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a leading space', ' /evil'],
    ['a relative path', 'evil.example'],
    ['an encoded tab', '/%09/evil.example/'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after one', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['a broken escape', '/%E0%A4%A'],
    ['a very long path', `/${'a'.repeat(600)}`],
    ['no string', 42],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
