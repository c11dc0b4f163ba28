import { act, render, screen } from '@testing-library/react';
import { LazyImage, storageUrl } from './LazyImage';

/** A fake IntersectionObserver: the test says which elements scroll into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  scrollIntoView(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

beforeAll(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

const observer = () => FakeObserver.instances[0];

describe('LazyImage', () => {
  it('keeps the real source back until the image scrolls into view', () => {
    render(<LazyImage src="/storage/product/1.jpg" alt="Jamdani Saree" width={300} height={300} />);
    const image = screen.getByRole('img', { name: 'Jamdani Saree' });
    expect(image).toHaveClass('lazy');
    expect(image).toHaveAttribute('data-src', '/storage/product/1.jpg');
    expect(image.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(observer().observed.has(image)).toBe(true);
  });

  it('loads the real source in view, drops the lazy marker and stops watching', () => {
    render(<LazyImage src="/storage/product/2.jpg" alt="Hilsa Fish 1kg" width={300} height={300} className="card-image" />);
    const image = screen.getByRole('img', { name: 'Hilsa Fish 1kg' });
    observer().scrollIntoView(image);
    expect(image).toHaveAttribute('src', '/storage/product/2.jpg');
    expect(image).not.toHaveClass('lazy');
    expect(image).toHaveClass('card-image');
    expect(image).not.toHaveAttribute('data-src');
    expect(observer().observed.has(image)).toBe(false);
  });

  it('stops watching an image that leaves the page before it is seen', () => {
    const { unmount } = render(<LazyImage src="/storage/product/3.jpg" alt="Panjabi" width={300} height={300} />);
    const image = screen.getByRole('img', { name: 'Panjabi' });
    unmount();
    expect(observer().observed.has(image)).toBe(false);
  });

  it('shares one observer among all lazy images', () => {
    render(
      <>
        <LazyImage src="/a.jpg" alt="A" width={10} height={10} />
        <LazyImage src="/b.jpg" alt="B" width={10} height={10} />
      </>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
  });
});

describe('storageUrl', () => {
  it('serves a product image path from /storage and a missing one as the default image', () => {
    expect(storageUrl('product/7/main.jpg')).toBe('/storage/product/7/main.jpg');
    expect(storageUrl(null)).toBe('/storage/defaults/product.png');
    expect(storageUrl('/storage/x.jpg')).toBe('/storage/x.jpg');
  });
});

describe('LazyImage fallback', () => {
  it('shows the fallback image when the real one cannot load', () => {
    render(<LazyImage src="/storage/missing.jpg" alt="Gone" width={10} height={10} fallback="/storage/defaults/category.png" />);
    const image = screen.getByRole('img', { name: 'Gone' });
    observer().scrollIntoView(image);
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(image).toHaveAttribute('src', '/storage/defaults/category.png');
  });
});
