import { splitLocale } from '../i18n/locales';
import { loginUrl, verifyEmailUrl } from './return-path';

export interface GuardSubject {
  emailVerified: boolean;
  role: 'customer' | 'admin';
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Spec section 2's guard for the account pages: no user → /login keeping the return path; an
 * unverified e-mail → /verify-email. Staff pages answer "not found" to anyone but staff, so their
 * existence is not advertised.
 */
export function guardDecision(user: GuardSubject | null, path: string, area: 'account' | 'admin' = 'account'): GuardDecision {
  // Sign-in and verification in the language of the page asked for ("/sw/orders" → "/sw/login").
  const { locale } = splitLocale(path);
  if (!user) return area === 'admin' ? { kind: 'not-found' } : { kind: 'redirect', to: loginUrl(path, locale) };
  if (area === 'admin') return user.role === 'admin' && user.emailVerified ? { kind: 'allow' } : { kind: 'not-found' };
  if (!user.emailVerified) return { kind: 'redirect', to: verifyEmailUrl(path, locale) };
  return { kind: 'allow' };
}
