'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import { AuthProvider } from '../auth/auth-provider';
import { CartProvider } from '../cart/cart-provider';
import { THEME_PROPS } from './theme-props';

export function Providers({ firebaseConfig, children }: { firebaseConfig: FirebasePublicConfig; children: ReactNode }) {
  return (
    <ThemeProvider {...THEME_PROPS}>
      <AuthProvider config={firebaseConfig}>
        <CartProvider>{children}</CartProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
