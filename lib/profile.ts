import type { KenyanCounty } from './counties';
import type { Locale } from './i18n/locales';

/**
 * A person's profile (spec section 3's user profile). The API carries `walletBalanceCents` as the
 * spec's `walletBalance` in KES (lib/api/wire.ts).
 */
export interface Profile {
  id: string;
  uid: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  photoURL: string | null;
  phone: string | null;
  address: string;
  deliveryCounty: KenyanCounty | null;
  /** The language the person last chose; null until they choose one. */
  locale: Locale | null;
  /** SMS updates about their orders; on unless turned off. */
  smsUpdates: boolean;
  /** The phone was confirmed by an SMS code: USSD from it is this account. */
  phoneConfirmed: boolean;
  role: 'customer' | 'admin';
  walletBalanceCents: number;
  referralPoints: number;
  referralCode: string;
  createdAt: string;
  updatedAt: string;
}
