import { DEFAULT_LOCALE, localePath, type Locale } from '../i18n/locales';

/**
 * Where to send someone after sign-in: only a path on this site, so a crafted link such as
 * `/login?next=https://evil.example` or `//evil.example` cannot bounce a farmer elsewhere.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes have no place in our paths and confuse some URL parsers.
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  // The auth pages themselves are no destination after signing in.
  if (/^(\/sw)?\/(login|register)(\/|\?|$)/.test(value)) return fallback;
  return value;
}

export function loginUrl(returnPath: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localePath(locale, '/login')}?next=${encodeURIComponent(returnPath)}`;
}

export function registerUrl(returnPath: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localePath(locale, '/register')}?next=${encodeURIComponent(returnPath)}`;
}

export function verifyEmailUrl(returnPath: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localePath(locale, '/verify-email')}?next=${encodeURIComponent(returnPath)}`;
}
