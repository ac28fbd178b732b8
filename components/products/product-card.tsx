import type { ProductSummary } from '@/lib/catalogue';
import { useProductText } from './catalogue-text';
import { useLocale, useTranslations } from 'next-intl';
import { formatKes } from '@/lib/format';
import { productSubtitle, productTitle } from '@/lib/product-names';
import { AppLink } from '../ui/app-link';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';
import { QuickAdd } from '../cart/quick-add';
import { toCartProduct } from '../cart/cart-product';
import { unitLabel } from '@/lib/catalogue';

/**
 * `hidden`: a card the products filter does not show (it is kept, for the next keystroke). `inline`:
 * its picture inside the page, for the first row (the page passes lib/server/inline-picture).
 */
export function ProductCard({
  product,
  eager = false,
  hidden = false,
  inline = null,
}: {
  product: ProductSummary;
  eager?: boolean;
  hidden?: boolean;
  inline?: string | null;
}) {
  const text = useProductText();
  const locale = useLocale();
  const subtitle = productSubtitle(product, locale);
  const t = useTranslations('quickAdd');
  const tc = useTranslations('cart');
  const title = productTitle(product, locale);
  const { id, slug, name, priceCents, image, stock } = product;
  return (
    <li
      data-product-id={product.id}
      hidden={hidden}
      // A long grid costs a slow phone its first render: cards off screen are laid out when scrolled near.
      // A column, so the card fills its row's height and the price sits on the card's last line.
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface [contain-intrinsic-size:auto_300px] [content-visibility:auto]"
    >
      <AppLink href={`/products/${product.slug}`} className="flex flex-1 flex-col hover:bg-wash">
        <ProductImage src={product.image} size={160} eager={eager} saver="drop" inline={inline} />
        <div className="flex flex-1 flex-col items-start gap-1 p-3">
          <h3 className="leading-snug font-bold">{title}</h3>
          {subtitle && <p className="text-sm text-subtle">{subtitle}</p>}
          <StockBadge stock={product.stock} />
          <p className="mt-auto pt-1 font-bold text-brand">
            {formatKes(product.priceCents)} <span className="text-sm font-normal text-subtle">{text.unit(product)}</span>
          </p>
        </div>
      </AppLink>
      <QuickAdd
        product={toCartProduct({ id, slug, name, priceCents, image, stock, unit: unitLabel(product) })}
        added={tc('added', { name, quantity: '{quantity}' })}
        text={t('add')}
        label={t('addLabel', { name: title })}
      />
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
