'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';

/**
 * The cart's markup, once (issue 26): React's cart draws it with the farmer's cart, and the cart
 * layout's templates (components/islands/island-templates.tsx) draw it with `{blanks}` for the
 * islands script, which clones it on a page whose framework has not booted and fills the blanks
 * (`{name}` in text and attributes), keeps the `data-part`s that apply, and answers the `data-action`s.
 * `template` draws every optional part, each marked, so the script can keep those that apply.
 */

const iconButton = 'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-line-strong text-xl font-bold hover:bg-tint disabled:opacity-40';

/** The header cart button's count: never shifts the layout. */
export function CartBadge({ count }: { count: string | number }) {
  return (
    <span
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-sm font-bold text-white"
      data-testid="cart-badge"
      data-slot="count"
      aria-hidden="true"
    >
      {count}
    </span>
  );
}

export interface CartLineText {
  name: string;
  /** The product's page, or null for a line from before lines kept it. */
  href: string | null;
  /** The picture's address at list size, or null for the seedling icon. */
  image: string | null;
  /** "KES 15.00 per seedling" */
  price: string;
  total: string;
  quantity: string | number;
  /** "Only 3 in stock." when the line is at its stock, else null. */
  stockNote: string | null;
}

export interface LineActions {
  busy?: boolean;
  atLimit?: boolean;
  onDecrement?: () => void;
  onIncrement?: () => void;
  onRemove?: () => void;
}

/** One line of the cart (spec section 2): picture or seedling, name, unit price, quantity minus and plus, remove. */
export function CartLineView({ line, actions = {}, template = false }: { line: CartLineText; actions?: LineActions; template?: boolean }) {
  const t = useTranslations('cart');
  const shows = (present: boolean) => template || present;
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-wash text-brand">
        {shows(line.image !== null) && (
          // eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs need no optimiser
          <img src={line.image ?? ''} data-part="image" alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
        )}
        {shows(line.image === null) && (
          <span data-part="icon">
            <SeedlingIcon className="h-8 w-8" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="leading-snug">
          {shows(line.href !== null) && (
            <AppLink href={line.href ?? ''} data-part="link" className="hover:underline">
              {line.name}
            </AppLink>
          )}
          {shows(line.href === null) && <span data-part="plain-name">{line.name}</span>}
        </p>
        <p className="flex flex-wrap justify-between gap-x-2 text-sm">
          <span className="text-subtle">{line.price}</span>
          <span className="font-bold" data-testid="line-total">
            {line.total}
          </span>
        </p>
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            data-action="decrement"
            onClick={actions.onDecrement}
            disabled={actions.busy}
            aria-label={t('decrease', { name: line.name })}
          >
            −
          </button>
          <span className="min-w-8 text-center tabular-nums" aria-label={t('quantityOf', { name: line.name })}>
            {line.quantity}
          </span>
          <button
            type="button"
            className={iconButton}
            data-action="increment"
            onClick={actions.onIncrement}
            disabled={actions.busy || actions.atLimit}
            aria-label={t('increase', { name: line.name })}
          >
            +
          </button>
          <button
            type="button"
            className="ml-auto h-11 rounded-lg px-3 text-sm text-danger hover:bg-danger-soft disabled:opacity-40"
            data-action="remove"
            onClick={actions.onRemove}
            disabled={actions.busy}
            aria-label={t('remove', { name: line.name })}
          >
            {t('removeShort')}
          </button>
        </div>
        {shows(line.stockNote !== null) && (
          <p className="mt-1 text-sm text-warn" data-part="stock-note">
            {line.stockNote}
          </p>
        )}
      </div>
    </li>
  );
}

/** The lines' list. */
export function CartLineList({ children }: { children?: ReactNode }) {
  return <ul className="divide-y divide-line">{children}</ul>;
}

/** The empty cart (spec section 2), with Undo after Clear Cart (issue 15). */
export function CartEmptyView({
  cleared,
  onUndo,
  onBrowse,
  template = false,
}: {
  cleared: boolean;
  onUndo?: () => void;
  onBrowse?: () => void;
  template?: boolean;
}) {
  const t = useTranslations('cart');
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      {(template || cleared) && (
        <p className="flex items-center gap-3 rounded-lg bg-tint px-4 py-1" data-part="undo">
          {t('clearedUndo')}
          <button type="button" className="h-11 px-2 font-bold text-brand underline" data-action="undo" onClick={onUndo}>
            {t('undo')}
          </button>
        </p>
      )}
      <SeedlingIcon className="h-12 w-12 text-leaf-600" />
      <p>{t('empty')}</p>
      <AppLink
        href="/products"
        data-action="browse"
        onClick={onBrowse}
        className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-bold text-white hover:bg-leaf-700"
      >
        {t('browseProducts')}
      </AppLink>
    </div>
  );
}

/** What delivery costs from the cheapest county (issue 15), or a plain word when the cart is worth less. */
export function DeliveryHintView({ fee, tooSmall, template = false }: { fee: string; tooSmall: boolean; template?: boolean }) {
  const t = useTranslations('checkout');
  return (
    <>
      {(template || tooSmall) && (
        <p className="rounded-lg bg-warn-soft p-3 text-sm text-warn" data-part="too-small">
          {t('tooSmallToDeliver', { fee })}
        </p>
      )}
      {(template || !tooSmall) && (
        <p className="text-sm text-subtle" data-part="delivery-from">
          {t('deliveryFrom', { fee })}
        </p>
      )}
    </>
  );
}

export interface SummaryParts {
  subtotal: string;
  /** The delivery hint, once the fees are known. */
  hint?: ReactNode;
  /** A checkout's message. */
  message?: ReactNode;
  canProceed: boolean;
  onProceed?: () => void;
  /** "Please log in to checkout." with, when the cart has lines, the way to sign in. */
  signedOut: { signInHref: string | null; onSignIn?: () => void } | null;
  canClear: boolean;
  onClear?: () => void;
}

/** Subtotal, the delivery note, and the checkout and clear buttons (spec section 2). */
export function CartSummaryView({ parts, template = false }: { parts: SummaryParts; template?: boolean }) {
  const t = useTranslations('cart');
  return (
    <div className="space-y-3">
      <p className="flex justify-between font-bold">
        <span>{t('subtotal')}</span>
        <span data-testid="cart-subtotal">{parts.subtotal}</span>
      </p>
      <p className="text-sm text-subtle">{t('deliveryNote')}</p>
      {parts.hint}
      {parts.message}
      <button
        type="button"
        className="h-12 w-full rounded-lg bg-leaf-600 font-bold text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-disabled"
        disabled={!parts.canProceed}
        onClick={parts.onProceed}
      >
        {t('proceed')}
      </button>
      {parts.signedOut && (
        <p className="text-center text-sm text-muted">
          {t('logInToCheckout')}{' '}
          {(template || parts.signedOut.signInHref) && (
            <AppLink
              href={parts.signedOut.signInHref ?? ''}
              data-part="sign-in"
              onClick={parts.signedOut.onSignIn}
              className="inline-flex min-h-11 items-center font-bold text-brand underline"
            >
              {t('signInToCheckout')}
            </AppLink>
          )}
        </p>
      )}
      <button
        type="button"
        className="h-11 w-full rounded-lg border border-line-strong hover:bg-tint disabled:opacity-40"
        data-action="clear"
        onClick={parts.onClear}
        disabled={!parts.canClear}
      >
        {t('clear')}
      </button>
    </div>
  );
}

/** What "Add to cart" did, and the way to the cart (the cart's live region reads it out: CartProvider). */
export function AddedNotice({ text, onViewCart }: { text: string; onViewCart?: () => void }) {
  const t = useTranslations('cart');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-added-notice>
      <span data-slot="notice">{text}</span>
      <button type="button" className="inline-flex min-h-11 items-center font-bold text-brand underline" data-action="view-cart" onClick={onViewCart}>
        {t('viewCart')}
      </button>
    </p>
  );
}
