import 'server-only';
import { revalidatePath } from 'next/cache';
import { env } from '../env';

/**
 * Tells Next to rebuild static pages on their next visit (farmers see a new price within seconds,
 * no rebuild). Outside a Next server (integration tests call handlers directly) there is nothing
 * to revalidate, so that case is only logged.
 */
export function revalidatePages(paths: readonly string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path);
    } catch (error) {
      if (env().NODE_ENV !== 'test') console.warn(`[revalidate] ${path}:`, error instanceof Error ? error.message : error);
    }
  }
}
