'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { CartProvider } from '../cart/cart-provider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <CartProvider>{children}</CartProvider>
    </ThemeProvider>
  );
}
