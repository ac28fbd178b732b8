import type { KenyanCounty } from './counties';

/**
 * A person's profile as the browser receives it (spec section 3's user profile). `walletBalance` is
 * KES as the spec's field; everything inside the server works in cents.
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
  walletBalance: number;
  referralPoints: number;
  referralCode: string;
  createdAt: string;
  updatedAt: string;
}
