import 'server-only';
import { revalidatePath } from 'next/cache';
import { LOCALES } from '@/lib/i18n/locales';
import { env } from '../env';

/**
 * Tells Next to rebuild static pages on their next visit (farmers see a new price within seconds,
 * no rebuild). Outside a Next server (integration tests call handlers directly) there is nothing
 * to revalidate, so that case is only logged. `paths` are the English paths; every language's page is
 * rebuilt (each is built as /<locale>/..., whatever address it is served at).
 */
export function revalidatePages(paths: readonly string[]): void {
  for (const path of paths.flatMap((p) => LOCALES.map((locale) => (p === '/' ? `/${locale}` : `/${locale}${p}`)))) {
    try {
      revalidatePath(path);
    } catch (error) {
      if (env().NODE_ENV !== 'test') console.warn(`[revalidate] ${path}:`, error instanceof Error ? error.message : error);
    }
  }
}
