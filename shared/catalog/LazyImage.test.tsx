import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage, storageUrl } from './LazyImage';
import { parseVariant, srcsetWidths, variantUrl } from './imageSources';

const sources = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]),
  );

describe('LazyImage', () => {
  it('puts the real source in the markup, loaded lazily and decoded off the main thread, in a fixed box', () => {
    render(
      <LazyImage
        src="/storage/product/1/main-1.webp"
        alt="Jamdani Saree"
        width={430}
        height={510}
        className="card-image"
      />,
    );
    const image = screen.getByRole('img', { name: 'Jamdani Saree' });
    expect(image).toHaveAttribute('src', '/storage/product/1/main-1.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '430');
    expect(image).toHaveAttribute('height', '510');
    expect(image).toHaveClass('card-image');
  });

  it('drops the lazy marker once the picture has loaded, and marks a new source lazy again', () => {
    const { rerender } = render(
      <LazyImage src="/storage/product/1/main-1.webp" alt="Saree" width={430} height={510} />,
    );
    fireEvent.load(screen.getByRole('img', { name: 'Saree' }));
    expect(screen.getByRole('img', { name: 'Saree' })).not.toHaveAttribute('loading');
    rerender(<LazyImage src="/storage/product/1/main-2.webp" alt="Saree" width={430} height={510} />);
    expect(screen.getByRole('img', { name: 'Saree' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers AVIF and WebP copies of a stored picture in two or three widths, with sizes', () => {
    const { container } = render(
      <LazyImage src="/storage/product/1/main-1.webp" alt="Saree" width={430} height={510} sizes="50vw" />,
    );
    expect(sources(container)).toEqual({
      'image/avif':
        '/storage/product/1/main-1-240w.avif 240w, /storage/product/1/main-1-430w.avif 430w, ' +
        '/storage/product/1/main-1-860w.avif 860w',
      'image/webp':
        '/storage/product/1/main-1-240w.webp 240w, /storage/product/1/main-1-430w.webp 430w, ' +
        '/storage/product/1/main-1-860w.webp 860w',
    });
    expect(container.querySelector('source')).toHaveAttribute('sizes', '50vw');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/storage/product/1/main-1.webp');
  });

  it("fetches the page's largest picture at once and first", () => {
    render(<LazyImage src="/storage/campaign/eid.webp" alt="Eid" width={1200} height={400} priority />);
    const image = screen.getByRole('img', { name: 'Eid' });
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback in the same box when the picture cannot be loaded', () => {
    const { container } = render(
      <LazyImage src="/storage/product/2/main-1.webp" alt="Hilsa" width={430} height={510} fallback="/fallback.svg" />,
    );
    const image = screen.getByRole('img', { name: 'Hilsa' });
    fireEvent.error(image);
    const shown = screen.getByRole('img', { name: 'Hilsa' });
    expect(shown).toHaveAttribute('src', '/fallback.svg');
    expect(shown).toHaveAttribute('width', '430');
    expect(container.querySelector('source')).toBeNull();
    fireEvent.error(shown); // the fallback failing too leaves it there: no loop
    expect(screen.getByRole('img', { name: 'Hilsa' })).toHaveAttribute('src', '/fallback.svg');
  });

  it('draws a picture that is not stored (data or another site) as a plain image', () => {
    const { container } = render(<LazyImage src="https://example.com/a.jpg" alt="A" width={10} height={10} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://example.com/a.jpg');
  });
});

describe('picture copies', () => {
  it('are named after the original, which they never replace', () => {
    expect(variantUrl('/storage/defaults/product.png', 320, 'avif')).toBe('/storage/defaults/product-320w.avif');
    expect(parseVariant('product/1/main-1-320w.avif')).toEqual({
      original: 'product/1/main-1',
      width: 320,
      format: 'avif',
    });
    expect(parseVariant('product/1/main-1-321w.avif')).toBeNull();
    expect(parseVariant('product/1/main-1.webp')).toBeNull();
  });

  it('come in about half, the same and twice the drawn width, from the listed widths', () => {
    expect(srcsetWidths(64)).toEqual([64, 128]);
    expect(srcsetWidths(1200)).toEqual([640, 1200]);
  });
});

describe('storageUrl', () => {
  it('serves a product image path from /storage and a missing one as the default image', () => {
    expect(storageUrl('product/7/main.jpg')).toBe('/storage/product/7/main.jpg');
    expect(storageUrl(null)).toBe('/storage/defaults/product.png');
    expect(storageUrl('/storage/x.jpg')).toBe('/storage/x.jpg');
  });
});
