import type { ReactNode } from 'react';
import type { CompareProduct } from '../../shared/api/contract';
import { BuyButton } from '../../shared/catalog/BuyButton';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { Price } from '../../shared/catalog/Price';
import { RatingRow } from '../../shared/catalog/ProductCard';
import { fromPriceViews } from '../../shared/catalog/priceRules';
import { NAME_LENGTH, truncate } from '../../shared/catalog/truncate';
import { useT } from '../../shared/i18n/useT';

interface Props {
  products: CompareProduct[];
  /** Product ids whose removal is on its way. */
  removing: number[];
  onRemove: (productId: number) => void;
}

/**
 * The products side by side, one column each: picture, linked name and stars (the column's header),
 * price, SKU, description (the server's HTML), Add To Cart or Select Options, and Remove.
 * On a phone the table scrolls sideways under its fixed row names.
 */
export function CompareTable({ products, removing, onRemove }: Props) {
  const t = useT();
  const row = (name: string, cell: (product: CompareProduct) => ReactNode) => (
    <tr>
      <th scope="row">{name}</th>
      {products.map((product) => (
        <td key={product.id}>{cell(product)}</td>
      ))}
    </tr>
  );
  return (
    // A scrolling region must take the focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className="compare-scroll" role="region" aria-label={t('compare.compared')} tabIndex={0}>
      <table className="compare-table">
        <thead>
          <tr>
            <th scope="row">{t('compare.product')}</th>
            {products.map((product) => (
              <th scope="col" key={product.id}>
                <a className="compare-product" href={`/products/${product.url_key}`} title={product.name}>
                  <LazyImage src={storageUrl(product.base_image)} alt="" width={430} height={510} />
                  <span>{truncate(product.name, NAME_LENGTH.card)}</span>
                </a>
                <RatingRow product={product} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('common.price'), (product) => (
            <Price product={fromPriceViews(product)} />
          ))}
          {row(t('compare.sku'), (product) => (
            <span className="sku-code">{product.sku}</span>
          ))}
          {row(t('compare.description'), (product) =>
            product.description ? (
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
            ) : (
              '—'
            ),
          )}
          {row(t('compare.buy'), (product) => (
            <BuyButton product={fromPriceViews(product)} className="button" />
          ))}
          {row(t('compare.remove'), (product) => (
            <button
              type="button"
              className="button secondary remove-button"
              aria-label={t('compare.removeProduct', { name: product.name })}
              disabled={removing.includes(product.id)}
              aria-busy={removing.includes(product.id)}
              onClick={() => onRemove(product.id)}
            >
              {t('compare.remove')}
            </button>
          ))}
        </tbody>
      </table>
    </div>
  );
}
