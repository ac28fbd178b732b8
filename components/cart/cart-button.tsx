'use client';

import { useCart } from './cart-provider';

/** The header's cart button with its item-count badge; the badge never shifts the layout. */
export function CartButton() {
  const { count, open, ready } = useCart();
  const shown = ready ? count : 0;
  return (
    <button
      type="button"
      onClick={open}
      className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-800"
      aria-label={`Open cart, ${shown} ${shown === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      {shown > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-xs font-bold text-white"
          data-testid="cart-badge"
          aria-hidden="true"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      )}
    </button>
  );
}
