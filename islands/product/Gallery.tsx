import { useState, type MouseEvent } from 'react';
import type { ProductImage } from '../../shared/api/contract';
import { DEFAULT_PRODUCT_IMAGE, LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { formatNumber } from '../../shared/format/number';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { FIRST_ZOOM, nextZoom, panOrigin, zoomOrigin, type ZoomLevel } from './zoom';

export const MAIN_IMAGE = { width: 430, height: 510 } as const;
export const THUMBNAIL = { width: 80, height: 80 } as const;

/** The 80x80 file the seed writes beside each 430x510 main image (server/catalog/productView.ts). */
export function thumbnailPath(mainPath: string): string {
  return mainPath.replace(/(^|\/)main-([^/]*)$/, '$1thumb-$2');
}

interface Props {
  images: ProductImage[];
  name: string;
}

/**
 * The main image, then the thumbnails (below it on a phone, left of it on a wide screen: the main
 * image comes first in the page so a page painted while it still arrives never moves it later),
 * each in a box of fixed size. Hovering the main image zooms it
 * from the pointer; a click steps the zoom 1, 1.5 ... 3.5 and round again. By keyboard, Enter or
 * Space zooms from the centre, the arrow keys move around the zoomed picture, Escape zooms out.
 */
export function Gallery({ images, name }: Props) {
  const t = useT();
  const { locale } = useShop();
  const [shown, setShown] = useState(0);
  const [zoom, setZoom] = useState<ZoomLevel>(FIRST_ZOOM);
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  // Another variant brings other images: start again at its first one.
  const [shownOf, setShownOf] = useState(images);
  if (shownOf !== images) {
    setShownOf(images);
    setShown(0);
  }

  const main = images[Math.min(shown, images.length - 1)];
  const follow = (event: MouseEvent<HTMLElement>) =>
    setOrigin(zoomOrigin({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect()));

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery-main"
        aria-label={t('product.zoomImage', { zoom: formatNumber(zoom, locale) })}
        onMouseMove={follow}
        onMouseEnter={follow}
        onMouseLeave={() => setOrigin(null)}
        onClick={() => {
          setZoom(nextZoom(zoom));
          // A keyboard click has no pointer: zoom from the centre until the focus leaves.
          setOrigin((at) => at ?? { x: 50, y: 50 });
        }}
        onBlur={() => setOrigin(null)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && origin) {
            event.preventDefault();
            setOrigin(null);
            setZoom(FIRST_ZOOM);
            return;
          }
          const panned = origin && panOrigin(event.key, origin);
          if (!panned) return;
          event.preventDefault();
          setOrigin(panned);
        }}
      >
        <LazyImage
          src={main ? storageUrl(main.path) : DEFAULT_PRODUCT_IMAGE}
          alt={name}
          width={MAIN_IMAGE.width}
          height={MAIN_IMAGE.height}
          priority
          style={origin ? { transform: `scale(${zoom})`, transformOrigin: `${origin.x}% ${origin.y}%` } : undefined}
        />
      </button>
      {images.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={t('product.showImage', { n: index + 1 })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setShown(index)}
              >
                <LazyImage
                  src={storageUrl(thumbnailPath(image.path))}
                  alt=""
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  fallback={storageUrl(image.path)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
