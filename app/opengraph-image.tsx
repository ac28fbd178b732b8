import { getDb } from '@/lib/server/db/client';
import { OG_SIZE, pictureForPreview, previewImage } from '@/lib/server/og-image';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Trays of young seedlings at the Miche nursery';

/** The shop's link preview, for every page without one of its own. */
export default async function ShopPreview() {
  return previewImage({
    picture: await pictureForPreview(getDb(), '/images/hero-seedlings.svg', 1008),
    title: 'Miche',
    lines: ['Healthy vegetable seedlings, ready to plant', 'Delivered to your county, or pick up at the nursery'],
  });
}
