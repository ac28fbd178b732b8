import { ProductForm } from '@/components/admin/products/product-form';
import { AppLink } from '@/components/ui/app-link';
import { productFormValues } from '@/lib/schemas/admin-products';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { listAllCategories } from '@/lib/server/services/admin/products';

export const generateMetadata = staffOnlyMetadata({ title: 'New product' });

export default async function NewProductPage() {
  await requireStaffViewer();
  const categories = await listAllCategories(getDb());
  return (
    <>
      <AppLink href="/admin/products" className="inline-flex min-h-11 items-center underline">
        All products
      </AppLink>
      <h1 className="text-xl font-bold">New product</h1>
      <p className="text-muted">It starts with no stock and no photo: add them on the next page, then show it in the shop.</p>
      <ProductForm initial={productFormValues()} categories={categories} />
    </>
  );
}
