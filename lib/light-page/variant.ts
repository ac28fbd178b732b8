/**
 * Which version of a public page a request gets: `full`, as Next.js drew it, for someone
 * signed in (their account is in the header and they check out: React draws both); `saver`, the data
 * saver's, for a farmer who turned it on or whose browser says `Save-Data: on`; `light`,
 * the framework loaded when needed, for everyone else. Only these cookies and that header choose, so a cache in
 * front keeps one copy of each (they are the page's `Vary`).
 */
import { SIGNED_IN_HINT } from '../auth/session-hint.ts';
import { DATA_SAVER_COOKIE, wantsLightPages } from './data-saver.ts';

export type PageVariant = 'full' | 'light' | 'saver';

/** What selects a variant, for the caches' Vary: cookies by name, and headers. */
export const VARIANT_COOKIES = [DATA_SAVER_COOKIE, SIGNED_IN_HINT] as const;
export const VARIANT_HEADERS = ['Save-Data'] as const;

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function pageVariant(headers: Headers): PageVariant {
  const cookies = headers.get('cookie');
  if (wantsLightPages(cookieValue(cookies, DATA_SAVER_COOKIE), headers.get('save-data'))) return 'saver';
  return cookieValue(cookies, SIGNED_IN_HINT) === '1' ? 'full' : 'light';
}
