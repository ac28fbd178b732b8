/**
 * The language a farmer chose, remembered in the browser (NEXT_LOCALE, a year) and, for someone
 * signed in, in their profile. Browser code shared by the header's switch (React) and the islands
 * script (before the framework boots, and the offer of Kiswahili on the English home page).
 */
import { LOCALE_COOKIE, type Locale } from './locales';

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The profile remembers it too, so another phone signed in later opens in it. `keepalive`: the
 * request outlives this page, which the link is already leaving; a failure costs only that memory.
 */
export function rememberInProfile(locale: Locale): void {
  void fetch('/api/profile', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
    keepalive: true,
  }).catch(() => undefined);
}

/** True for a visitor who reads Kiswahili first: their last choice here, else their browser's languages. */
export function prefersKiswahili(): boolean {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (chosen) return chosen === 'sw';
  return (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('sw');
}
