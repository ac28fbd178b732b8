import type { KenyanCounty } from './counties';

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
  role: 'customer' | 'admin';
  walletBalanceCents: number;
  referralPoints: number;
  referralCode: string;
  createdAt: string;
  updatedAt: string;
}
