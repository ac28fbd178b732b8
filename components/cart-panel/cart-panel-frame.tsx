'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';

/** The panel's scrolling part and the delivery step's footer (CartPanelBody fills them). */
export const PANEL_BODY = 'flex-1 overflow-y-auto px-4';
export const PANEL_FOOTER = 'border-t border-line p-4';

/**
 * The cart side panel's frame (spec section 2): full width on phones, 24rem from `sm`, sliding in
 * over 0.3 s over a backdrop; open while `data-open` is on its root. Drawn once: React's CartPanel
 * fills it, and the islands script clones it (with empty `data-slot` parts) on a page whose framework
 * has not booted.
 */
export function CartPanelFrame({
  open,
  onClose,
  body,
  panelRef,
  closeRef,
  keyboardOpen = false,
}: {
  open: boolean;
  onClose?: () => void;
  /** What the panel shows under its title; without it, the empty body and footer the islands script fills. */
  body?: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  closeRef?: Ref<HTMLButtonElement>;
  keyboardOpen?: boolean;
}) {
  const t = useTranslations('cart');
  return (
    <div className="group pointer-events-none data-open:pointer-events-auto" data-open={open || undefined} inert={!open} data-cart-panel>
      <div
        className="fixed inset-0 z-40 bg-black/50 opacity-0 transition-opacity duration-300 group-data-open:opacity-100"
        onClick={onClose}
        data-action="close"
        aria-hidden="true"
        data-testid="cart-backdrop"
      />
      <div
        ref={panelRef}
        data-keyboard-open={keyboardOpen || undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-panel-title"
        className="invisible fixed inset-y-0 right-0 z-50 flex w-full translate-x-full flex-col bg-page shadow-xl transition-[transform,visibility] duration-300 group-data-open:visible group-data-open:translate-x-0 sm:w-96"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id="cart-panel-title" className="text-xl font-bold">
            {t('title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            data-action="close"
            className="grid h-11 w-11 place-items-center rounded-full text-xl hover:bg-tint"
            aria-label={t('close')}
          >
            ×
          </button>
        </div>
        {/* The islands' copy shows the list only: its summary follows the lines, as in React's (CartPanelBody). */}
        {body ?? <div className={PANEL_BODY} data-slot="body" />}
      </div>
    </div>
  );
}
