import { getTranslations } from 'next-intl/server';
import { unitLabel } from '@/lib/catalogue';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { formatKes } from '@/lib/format';
import { productSlugSchema } from '@/lib/schemas/admin-products';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { OG_SIZE, pictureForPreview, previewImage } from '@/lib/server/og-image';
import { getActiveProductBySlug } from '@/lib/server/services/catalogue';

/**
 * One picture per page (id "card"), described in the page's language: a fixed `alt` export would be
 * English on /sw too. Next.js hands this its parent params as a plain object (none while it lists static params). With it,
 * Next.js makes the route's static params itself (the id), so the slugs are not listed here; the
 * picture is drawn on first request, as it was before.
 */
export async function generateImageMetadata({ params }: { params?: { locale?: string } }) {
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return [{ id: 'card', alt: t('productPreviewAlt'), size: OG_SIZE, contentType: 'image/png' }];
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
