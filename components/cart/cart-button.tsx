'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import type { KeyboardEvent, ReactNode } from 'react';
import { useCart } from './cart-provider';
import { isPlainClick } from '../ui/plain-click';

/**
 * The header's cart button with its item-count badge; the badge never shifts the layout. In the HTML it
 * is a link to /cart, so it works without JavaScript (Opera Mini, data savers); with JavaScript it opens
 * the cart panel, acting as the button it is announced as. The icon comes from the server as children
 * (CartIcon), so it costs the page's JavaScript nothing.
 */
export function CartButton({ children }: { children?: ReactNode }) {
  const { count, open, ready } = useCart();
  const shown = ready ? count : 0;
  const t = useTranslations('cart');
  const href = localePath(useLocale(), '/cart');
  return (
    <a
      href={href}
      role="button"
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        open();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        // A button opens on Space as well as Enter (a link only on Enter).
        if (e.key !== ' ') return;
        e.preventDefault();
        open();
      }}
      className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-tint"
      aria-label={t('openCart', { count: shown })}
      aria-haspopup="dialog"
      // Before the framework boots, and on light pages, the islands script (lib/islands) keeps the
      // count and its label, and opens a cart panel of its own (issue 14).
      data-cart-button
      data-label-one={t('openCart', { count: 1 })}
      data-label-many={t('openCart', { count: 2 })}
    >
      {children}
      {shown > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-sm font-bold text-white"
          data-testid="cart-badge"
          aria-hidden="true"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      )}
    </a>
  );
}
