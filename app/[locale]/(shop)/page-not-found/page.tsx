import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { notFoundMetadata, pageLocale, type LocaleParams } from '@/lib/server/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

/**
 * Every path no page answers, in either language: next.config.mjs's fallback rewrites send them here.
 * Built once per language, a static 404 with the shop's header and footer; no request for
 * an unknown path renders anything, nor is kept in the page cache.
 */
export default async function UnknownPage({ params }: LocaleParams) {
  await pageLocale(params);
  return <NotFoundPage />;
}
