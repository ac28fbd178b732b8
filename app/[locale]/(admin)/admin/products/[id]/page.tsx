import { notFound } from 'next/navigation';
import { GrowingForm } from '@/components/admin/products/growing-form';
import { ImageUpload } from '@/components/admin/products/image-upload';
import { OwnSeedFeeForm } from '@/components/admin/products/own-seed-fee-form';
import { ProductForm } from '@/components/admin/products/product-form';
import { StockForm } from '@/components/admin/products/stock-form';
import { VisibilityToggle } from '@/components/admin/products/visibility-toggle';
import { StockBadge } from '@/components/products/stock-badge';
import { AppLink } from '@/components/ui/app-link';
import { unitLabel } from '@/lib/catalogue';
import { formatDate, formatKes } from '@/lib/format';
import { productFormValues, productIdSchema } from '@/lib/schemas/admin-products';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { getProductForStaff, listAllCategories, listStockMovements } from '@/lib/server/services/admin/products';
import { ownSeedFeeOf } from '@/lib/server/services/own-seed';
import { getGrowingFigures } from '@/lib/server/services/sowing';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = staffOnlyMetadata({ title: 'Edit product' });

const MOVEMENTS_SHOWN = 50;

type Props = { params: Promise<{ id: string }> };

const section = 'space-y-4 rounded-2xl border border-line p-4';

/** One product for staff: whether farmers see it, its stock and history, its photo, and every catalogue field. */
export default async function AdminProductPage({ params }: Props) {
  await requireStaffViewer();
  const id = pageParam(productIdSchema, (await params).id);
  const db = getDb();
  const [product, categories, movements, growing, ownSeed] = await Promise.all([
    getProductForStaff(db, id),
    listAllCategories(db),
    listStockMovements(db, id, MOVEMENTS_SHOWN),
    getGrowingFigures(db, id),
    ownSeedFeeOf(db, id),
  ]);
  if (!product || !growing) notFound();
  return (
    <>
      <AppLink href="/admin/products" className="inline-flex min-h-11 items-center underline">
        All products
      </AppLink>
      <div>
        <h1 className="text-xl font-bold">{product.name}</h1>
        <p className="text-muted">
          {formatKes(product.priceCents)} {unitLabel(product)} · {product.categoryName}
          {product.active && (
            <>
              {' · '}
              <AppLink href={`/products/${product.slug}`} className="underline">
                See it in the shop
              </AppLink>
            </>
          )}
        </p>
      </div>

      <section aria-labelledby="visibility-heading" className={section}>
        <h2 id="visibility-heading" className="text-xl font-bold">
          In the shop
        </h2>
        <VisibilityToggle productId={product.id} active={product.active} />
      </section>

      <section aria-labelledby="stock-heading" className={section}>
        <h2 id="stock-heading" className="text-xl font-bold">
          Stock: {product.stock} <StockBadge stock={product.stock} />
        </h2>
        <StockForm productId={product.id} unit={product.unitKind === 'tray' ? 'trays' : 'seedlings'} />
        <h3 className="font-bold">Latest stock changes</h3>
        <AdminTable
          label="Latest stock changes"
          rows={movements}
          rowKey={(m) => m.id}
          empty="No stock changes yet."
          columns={[
            { header: 'When', className: 'whitespace-nowrap', cell: (m) => formatDate(m.createdAt) },
            {
              header: 'Change',
              numeric: true,
              cell: (m) => <span className={m.change > 0 ? 'text-brand' : undefined}>{`${m.change > 0 ? '+' : ''}${m.change}`}</span>,
            },
            { header: 'Stock after', numeric: true, cell: (m) => m.stockAfter },
            { header: 'Reason', cell: (m) => m.reason },
            { header: 'By', cell: (m) => m.actor },
          ]}
        />
        {movements.length === MOVEMENTS_SHOWN && <p className="text-sm text-subtle">The latest {MOVEMENTS_SHOWN} changes are shown.</p>}
      </section>

      <section aria-labelledby="growing-heading" className={section}>
        <h2 id="growing-heading" className="text-xl font-bold">
          How it grows
        </h2>
        <p className="text-sm text-muted">
          The sowing plan and the ready dates are worked out from these.{' '}
          <AppLink href="/admin/sowing" className="underline">
            Sowing plan
          </AppLink>
        </p>
        <GrowingForm productId={product.id} initial={growing} />
        {ownSeed?.unitKind === 'seedling' && <OwnSeedFeeForm productId={product.id} feeCents={ownSeed.feeCents} />}
      </section>

      <section aria-labelledby="photo-heading" className={section}>
        <h2 id="photo-heading" className="text-xl font-bold">
          Photo
        </h2>
        <ImageUpload productId={product.id} image={product.image} />
      </section>

      <section aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" className="text-xl font-bold">
          Details
        </h2>
        <ProductForm productId={product.id} initial={productFormValues(product)} categories={categories} />
      </section>
    </>
  );
}
