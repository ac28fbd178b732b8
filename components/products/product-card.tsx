import { unitLabel, type ProductSummary } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { AppLink } from '../ui/app-link';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

/** `hidden`: a card the products filter does not show (it is kept, for the next keystroke). */
export function ProductCard({ product, eager = false, hidden = false }: { product: ProductSummary; eager?: boolean; hidden?: boolean }) {
  return (
    <li
      data-product-id={product.id}
      hidden={hidden}
      // A long grid costs a slow phone its first render: cards off screen are laid out when scrolled near.
      className="overflow-hidden rounded-xl border border-neutral-200 bg-white [contain-intrinsic-size:auto_300px] [content-visibility:auto] dark:border-neutral-700 dark:bg-neutral-900"
    >
      <AppLink href={`/products/${product.slug}`} className="block h-full hover:bg-leaf-50 dark:hover:bg-neutral-800">
        <ProductImage src={product.image} size={160} eager={eager} />
        <div className="space-y-1 p-3">
          <h3 className="leading-snug font-semibold">{product.name}</h3>
          {product.swahiliName && <p className="text-sm text-neutral-600 italic dark:text-neutral-300">{product.swahiliName}</p>}
          <p className="font-bold text-leaf-700 dark:text-leaf-100">
            {formatKes(product.priceCents)} <span className="text-xs font-normal text-neutral-600 dark:text-neutral-300">{unitLabel(product)}</span>
          </p>
          <StockBadge stock={product.stock} />
        </div>
      </AppLink>
    </li>
  );
}

export function ProductGrid({ products, eagerCount = 0 }: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
