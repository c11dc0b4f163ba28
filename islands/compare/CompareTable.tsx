import { useState, type ReactNode } from 'react';
import type { CompareProduct } from '../../shared/api/contract';
import { addToCart } from '../../shared/cart/addToCart';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { Price } from '../../shared/catalog/Price';
import { NAME_LENGTH, truncate } from '../../shared/catalog/truncate';
import { useAppDispatch } from '../../shared/store/hooks';

/** The compared product in the shape the shared price rules and add-to-cart read. */
export function pricedProduct(product: CompareProduct) {
  const { regular, final } = product.prices;
  return { ...product, price: regular.price, special_price: final.price, final_price: final.price };
}

interface Shop {
  currency: string;
  locale: string;
  isCustomer: boolean;
  pixelId: string;
}

function BuyButton({ product, isCustomer, pixelId }: { product: CompareProduct } & Pick<Shop, 'isCustomer' | 'pixelId'>) {
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  if (product.type !== 'simple') {
    return (
      <a className="button secondary" href={`/products/${product.url_key}`}>
        Select Options
      </a>
    );
  }
  async function add() {
    setAdding(true);
    try {
      await dispatch(addToCart({ product: pricedProduct(product), isCustomer, pixelId }));
    } finally {
      setAdding(false);
    }
  }
  return (
    <button type="button" className="button" onClick={add} disabled={adding} aria-busy={adding}>
      Add To Cart
    </button>
  );
}

interface Props extends Shop {
  products: CompareProduct[];
  /** Product ids whose removal is on its way. */
  removing: number[];
  onRemove: (productId: number) => void;
}

/**
 * The products side by side, one column each: picture and linked name (the column's header),
 * price, SKU, description (the server's HTML), Add To Cart or Select Options, and Remove.
 * On a phone the table scrolls sideways under its fixed row names.
 */
export function CompareTable({ products, removing, onRemove, ...shop }: Props) {
  const row = (name: string, cell: (product: CompareProduct) => ReactNode) => (
    <tr>
      <th scope="row">{name}</th>
      {products.map((product) => (
        <td key={product.id}>{cell(product)}</td>
      ))}
    </tr>
  );
  return (
    <div className="compare-scroll" role="region" aria-label="Compared products" tabIndex={0}>
      <table className="compare-table">
        <thead>
          <tr>
            <th scope="row">Product</th>
            {products.map((product) => (
              <th scope="col" key={product.id}>
                <a className="compare-product" href={`/products/${product.url_key}`} title={product.name}>
                  <LazyImage src={storageUrl(product.base_image)} alt="" width={430} height={510} />
                  <span>{truncate(product.name, NAME_LENGTH.card)}</span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Price', (product) => <Price product={pricedProduct(product)} currency={shop.currency} locale={shop.locale} />)}
          {row('SKU', (product) => <span className="sku-code">{product.sku}</span>)}
          {row('Description', (product) =>
            product.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} /> : '—',
          )}
          {row('Buy', (product) => <BuyButton product={product} isCustomer={shop.isCustomer} pixelId={shop.pixelId} />)}
          {row('Remove', (product) => (
            <button
              type="button"
              className="button secondary remove-button"
              aria-label={`Remove ${product.name}`}
              disabled={removing.includes(product.id)}
              aria-busy={removing.includes(product.id)}
              onClick={() => onRemove(product.id)}
            >
              Remove
            </button>
          ))}
        </tbody>
      </table>
    </div>
  );
}
