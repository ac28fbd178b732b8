'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '../ui/spinner';
import { CartPanelBody } from './cart-panel-body';
import { useCart } from '../cart/cart-provider';
import { useKeyboardOpen } from './use-keyboard-open';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The cart side panel (spec section 2): full width on phones, 24rem from `sm` up, sliding in over
 * 0.3 s. It closes with its close button, the backdrop or Escape, never while a checkout is busy,
 * and keeps keyboard focus inside while open, returning it to the opener afterwards.
 */
export function CartPanel() {
  const t = useTranslations('cart');
  const { isOpen, close, ready, openCount } = useCart();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // While the keyboard squeezes the screen, the delivery step's footer steps aside (keyboard-hides, globals.css).
  const keyboardOpen = useKeyboardOpen(panelRef);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButtonRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !panelRef.current.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panelRef.current.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [isOpen]);

  return (
    <div className={isOpen ? '' : 'pointer-events-none'} inert={!isOpen}>
      <div
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${isOpen ? 'opacity-100' : 'opacity-0'}`}
        onClick={close}
        aria-hidden="true"
        data-testid="cart-backdrop"
      />
      <div
        ref={panelRef}
        data-keyboard-open={keyboardOpen || undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-panel-title"
        className={`fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-page shadow-xl transition-[transform,visibility] duration-300 sm:w-96 ${
          isOpen ? 'visible translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id="cart-panel-title" className="text-xl font-bold">
            {t('title')}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={close}
            className="grid h-11 w-11 place-items-center rounded-full text-xl hover:bg-tint"
            aria-label={t('close')}
          >
            ×
          </button>
        </div>
        {ready ? (
          // Keyed by opening: closing the panel resets the delivery step and its messages (spec section 4).
          <CartPanelBody key={openCount} />
        ) : (
          <div className="grid flex-1 place-items-center py-12">
            <Spinner />
          </div>
        )}
      </div>
    </div>
  );
}
