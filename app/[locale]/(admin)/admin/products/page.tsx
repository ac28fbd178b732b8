import { AppLink } from '@/components/ui/app-link';
import { Field, inputClass, primaryButton, secondaryButton } from '@/components/ui/field';
import { LOW_STOCK_THRESHOLD } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { staffProductSearchSchema } from '@/lib/schemas/admin-products';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { listAllCategories, listProductsForStaff } from '@/lib/server/services/admin/products';
import { firstParam } from '@/lib/search-params';
import { CategoryOptions } from '@/components/products/category-options';

export const generateMetadata = staffOnlyMetadata({ title: 'Products & stock' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const mark = 'inline-block rounded-full px-2 py-0.5 font-bold';

/** Every product, hidden ones too, with price, stock and whether farmers see it; a plain GET search that works without JavaScript. */
export default async function AdminProductsPage({ searchParams }: Props) {
  await requireStaffViewer();
  const params = await searchParams;
  const filters = staffProductSearchSchema.parse({ q: firstParam(params.q) ?? '', category: firstParam(params.category) ?? '' });
  const db = getDb();
  const [rows, categories] = await Promise.all([listProductsForStaff(db, filters), listAllCategories(db)]);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">Products &amp; stock</h1>
        <AppLink href="/admin/products/new" className={primaryButton}>
          New product
        </AppLink>
      </div>

      <form method="get" action="/admin/products" role="search" aria-label="Products" className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <Field label="Name, Swahili name or web address">
          {(p) => <input {...p} type="search" name="q" defaultValue={filters.q} maxLength={60} className={inputClass} />}
        </Field>
        <Field label="Category">
          {(p) => (
            <select {...p} name="category" defaultValue={filters.category} className={inputClass}>
              <CategoryOptions categories={categories} blank="All categories" />
            </select>
          )}
        </Field>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>

      <p role="status">
        {rows.length === 1 ? '1 product' : `${rows.length} products`}
        {filters.q ? ` matching “${filters.q}”` : ''}. Low stock is {LOW_STOCK_THRESHOLD} or fewer.
      </p>

      {rows.length > 0 && (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {rows.map((p) => (
            <li key={p.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_8rem_10rem_6rem] sm:items-center sm:gap-4">
              <span className="min-w-0">
                <AppLink href={`/admin/products/${p.id}`} className="inline-flex min-h-11 items-center font-bold text-brand underline">
                  {p.name}
                </AppLink>
                {p.swahiliName && <span> ({p.swahiliName})</span>}
                <span className="block text-sm text-subtle">
                  {p.categoryName} · {p.slug}
                </span>
              </span>
              <span className="tabular-nums">{formatKes(p.priceCents)}</span>
              <span className="tabular-nums">
                Stock {p.stock}
                {p.stock === 0 ? (
                  <span className={`${mark} ml-2 bg-danger-soft text-danger`}>Out of stock</span>
                ) : (
                  p.lowStock && <span className={`${mark} ml-2 bg-warn-soft text-warn`}>Low stock</span>
                )}
              </span>
              <span>{p.active ? 'Shown' : <span className={`${mark} bg-tint-strong text-ink`}>Hidden</span>}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
