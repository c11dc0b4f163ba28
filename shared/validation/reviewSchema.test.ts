import { inEnglish } from './english';
import { checkForm } from './fieldErrors';
import { photoProblem, reviewSchema } from './reviewSchema';

describe('the review schema (the form and the server)', () => {
  it('keeps the text as typed, trimmed, with one character per line break', async () => {
    const checked = await checkForm(reviewSchema, {
      title: ' <b>Good</b> ',
      comment: 'Line one\r\nLine two\rLine three',
      rating: '4',
    });
    expect(checked).toEqual({
      ok: true,
      value: { title: '<b>Good</b>', comment: 'Line one\nLine two\nLine three', rating: 4 },
    });
  });

  it('counts a comment of 2000 characters with CR LF line breaks as 2000', async () => {
    const comment = `${'x'.repeat(999)}\r\n${'y'.repeat(1000)}`;
    expect((await checkForm(reviewSchema, { title: 't', comment, rating: 5 })).ok).toBe(true);
  });

  it("judges a photo before upload by the browser's type and its size", () => {
    expect(photoProblem({ name: 'a.jpg', size: 2 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(inEnglish(photoProblem({ name: 'b.jpg', size: 2 * 1024 * 1024 + 1, type: 'image/jpeg' })!)).toBe(
      'b.jpg is larger than 2 MB.',
    );
    expect(inEnglish(photoProblem({ name: 'c.gif', size: 10, type: 'image/gif' })!)).toBe(
      'c.gif is not a JPEG, PNG or WebP picture.',
    );
  });
});
