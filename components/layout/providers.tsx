'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import { AuthProvider } from '../auth/auth-provider';
import { CartProvider } from '../cart/cart-provider';

/**
 * next-themes as the design card has it: light, dark or system, the choice under `theme` on <html>'s
 * class. Its own inline script is made inert (`type="text/plain"`): its text is a minified function
 * whose hash changes with every toolchain, which nonce pages' policy could not allow; the layout's
 * HEAD_SCRIPT (lib/theme.ts) does the same before first paint and is allowed by its hash.
 */
export function Providers({ firebaseConfig, children }: { firebaseConfig: FirebasePublicConfig; children: ReactNode }) {
  return (
    // Not disableTransitionOnChange: it forces two full style recalculations on every page load.
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem scriptProps={{ type: 'text/plain' }}>
      <AuthProvider config={firebaseConfig}>
        <CartProvider>{children}</CartProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
