import { unitLabel } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { productSlugSchema } from '@/lib/schemas/admin-products';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { OG_SIZE, pictureForPreview, previewImage } from '@/lib/server/og-image';
import { getActiveProductBySlug, listActiveProducts } from '@/lib/server/services/catalogue';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'A seedling from the Miche nursery, with its price';

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await listActiveProducts(getDb())).map((p) => ({ slug: p.slug }));
}

/** The picture WhatsApp shows for a shared product link: its drawing or photo, name, price and stock. */
export default async function ProductPreview({ params }: { params: Promise<{ slug: string }> }) {
  const db = getDb();
  const product = await getActiveProductBySlug(db, pageParam(productSlugSchema, (await params).slug));
  if (!product) return previewImage({ picture: null, title: 'Miche', lines: ['Vegetable seedlings for Kenyan farmers'] });
  return previewImage({
    picture: await pictureForPreview(db, product.image, 630),
    title: product.name,
    lines: [product.swahiliName ?? '', `${formatKes(product.priceCents)} ${unitLabel(product)}`].filter(Boolean),
  });
}
