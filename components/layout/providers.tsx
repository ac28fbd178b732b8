'use client';

import type { ReactNode } from 'react';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import { AuthProvider } from '../auth/auth-provider';
import { CartProvider } from '../cart/cart-provider';

export function Providers({ firebaseConfig, children }: { firebaseConfig: FirebasePublicConfig; children: ReactNode }) {
  return (
    <AuthProvider config={firebaseConfig}>
      <CartProvider>{children}</CartProvider>
    </AuthProvider>
  );
}
