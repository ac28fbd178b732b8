import type { MetadataRoute } from 'next';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { listActiveProducts } from '@/lib/server/services/catalogue';
import { languageAlternates } from '@/lib/server/page-metadata';
import { LOCALES, localePath } from '@/lib/i18n/locales';

/** Every public page in both languages, each naming its other-language twin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL;
  const absolute = (path: string) => new URL(path, base).toString();
  const products = (await listActiveProducts(getDb())).map((p) => `/products/${p.slug}`);
  return ['/', '/products', '/about', '/contact', ...products].flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absolute(localePath(locale, path)),
      alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([l, p]) => [l, absolute(p)])) },
    })),
  );
}
