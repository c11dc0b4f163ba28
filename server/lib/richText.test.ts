import { sanitizeRichText, teaser, textOf } from './richText';

describe('rich text from the editors', () => {
  it('keeps headings, lists, links and pictures, and drops scripts, handlers and script URLs', () => {
    const html =
      '<h2 onclick="x()">Eid</h2><script>alert(1)</script><ul><li><a href="javascript:alert(1)">bad</a> <a ' +
      'href="/blog">ok</a></li></ul>' +
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><iframe src="https://evil.test"></iframe><p style="color:red">Hi</p>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe(
      '<h2>Eid</h2><ul><li><a>bad</a> <a href="/blog">ok</a></li></ul><img src="x" loading="lazy" /><img ' +
        'loading="lazy" /><p>Hi</p>',
    );
  });

  it("sends links to other sites without the shop's page or address", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('reads the text of HTML with the blocks apart, entities decoded and scripts left out', () => {
    expect(
      textOf(
        '<h2>Eid&nbsp;shopping</h2><p>Buy <b>early</b> &amp; save.</p><ul><li>One</li><li>Two</li></ul><script>var x ' +
          '= "<p>";</script><style>p{}</style>',
      ),
    ).toBe('Eid shopping. Buy early & save. One Two');
  });

  it('cuts a teaser after the last whole word that fits', () => {
    expect(teaser('Short text', 150)).toBe('Short text');
    expect(teaser('Choosing a phone under twenty thousand taka', 20)).toBe('Choosing a phone...');
    expect(teaser('one two, three', 9)).toBe('one two...');
    expect(teaser('Supercalifragilistic', 5)).toBe('Super...');
    expect(Array.from(teaser('ঈদের কেনাকাটা সহজ করুন', 12)).length).toBeLessThanOrEqual(15);
  });
});
