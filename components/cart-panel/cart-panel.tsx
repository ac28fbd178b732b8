'use client';

import { useEffect, useRef } from 'react';
import { Spinner } from '../ui/spinner';
import { CartPanelFrame } from './cart-panel-frame';
import { CartPanelBody } from './cart-panel-body';
import { useCart } from '../cart/cart-provider';
import { useKeyboardOpen } from './use-keyboard-open';
import { FOCUSABLE, focusWrap } from '@/lib/focus-trap';

/**
 * The cart side panel (spec section 2, its frame in CartPanelFrame). It closes with its close button,
 * the backdrop or Escape, never while a checkout is busy, and keeps keyboard focus inside while open,
 * returning it to the opener afterwards.
 */
export function CartPanel() {
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
      const panel = panelRef.current;
      if (e.key !== 'Tab' || !panel) return;
      const active = document.activeElement;
      const target = focusWrap([...panel.querySelectorAll<HTMLElement>(FOCUSABLE)], active, panel.contains(active), e.shiftKey);
      if (!target) return;
      e.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [isOpen]);

  return (
    <CartPanelFrame
      open={isOpen}
      onClose={close}
      panelRef={panelRef}
      closeRef={closeButtonRef}
      keyboardOpen={keyboardOpen}
      body={
        ready ? (
          // Keyed by opening: closing the panel resets the delivery step and its messages (spec section 4).
          <CartPanelBody key={openCount} />
        ) : (
          <div className="grid flex-1 place-items-center py-12">
            <Spinner />
          </div>
        )
      }
    />
  );
}
