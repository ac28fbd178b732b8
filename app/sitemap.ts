import type { MetadataRoute } from 'next';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { listActiveProducts } from '@/lib/server/services/catalogue';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL;
  const pages = ['/', '/products', '/about', '/contact'].map((path) => ({ url: new URL(path, base).toString() }));
  const products = (await listActiveProducts(getDb())).map((p) => ({ url: new URL(`/products/${p.slug}`, base).toString() }));
  return [...pages, ...products];
}
