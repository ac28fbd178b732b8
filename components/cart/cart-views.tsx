'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';
import { nudgeToSignIn } from './sign-in-nudge';

/**
 * The cart's markup, once: React's cart draws it with the farmer's cart, and the cart
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
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-sm font-medium text-white"
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
  /** "Only 3 in stock." when the line is at its stock, "Only 40 ready now: ..." when a booked line is above it (lib/cart.ts lineStockNote), else null. */
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

/** The empty cart (spec section 2), with Undo after Clear Cart. */
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
          <button type="button" className="h-11 px-2 text-brand underline" data-action="undo" onClick={onUndo}>
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
        className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-medium text-white hover:bg-leaf-700"
      >
        {t('browseProducts')}
      </AppLink>
    </div>
  );
}

/** What delivery costs from the cheapest county, or a plain word when the cart is worth less. */
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
  /** The total the checkout button carries ("Proceed to Checkout · KES 30.00"), while the cart has lines. */
  buttonTotal: string | null;
  /**
   * "Please log in to checkout." (the greyed button's reason) with, when the cart has lines, the ways
   * on: create an account (first: most farmers who get here have none) or sign in, each back to the cart.
   */
  signedOut: { createAccountHref: string | null; signInHref: string | null; onLeave?: () => void } | null;
  canClear: boolean;
  onClear?: () => void;
}

// Create an account takes the room its words need; Sign in, shorter, what is left.
const primaryLink =
  'inline-flex min-h-11 flex-[2] items-center justify-center rounded-lg bg-leaf-600 px-3 py-1 text-center leading-tight font-medium text-white hover:bg-leaf-700';
const secondaryLink =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-line-strong px-3 py-1 text-center leading-tight hover:bg-tint';

/**
 * Subtotal, the delivery note, and the checkout and clear buttons (spec section 2), right under the
 * lines (no gap under a single line). "Clear Cart" is a light text button by the lines it
 * clears, away from checkout; the checkout button, with the total, sticks to the bottom of the
 * panel (or the screen) while a long cart scrolls. Signed out, a tap on the greyed button lights up
 * its reason and moves the focus to "Create an account" (nudgeToSignIn).
 */
export function CartSummaryView({ parts, template = false }: { parts: SummaryParts; template?: boolean }) {
  const t = useTranslations('cart');
  const generatedId = useId();
  // Each copy the islands script clones gets an id of its own ({reason} filled by components/islands/cart.ts).
  const reasonId = template ? 'cart-reason-{reason}' : generatedId;
  const signedOut = parts.signedOut;
  return (
    // No box of its own (`contents`): the checkout bar sticks within what holds the lines too, the
    // panel's scrolling part or the cart page's list, not within the summary.
    <div className="contents space-y-3" data-cart-summary>
      <div className="-mb-1 flex justify-end">
        <button
          type="button"
          className="inline-flex min-h-11 items-center px-2 text-sm text-muted underline underline-offset-2 hover:text-danger disabled:no-underline disabled:opacity-40"
          data-action="clear"
          onClick={parts.onClear}
          disabled={!parts.canClear}
        >
          {t('clear')}
        </button>
      </div>
      <p className="flex justify-between font-bold">
        <span>{t('subtotal')}</span>
        <span data-testid="cart-subtotal">{parts.subtotal}</span>
      </p>
      <p className="text-sm text-subtle">{t('deliveryNote')}</p>
      {parts.hint}
      <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-line bg-page px-4 pt-3 pb-4" data-testid="checkout-bar">
        {parts.message}
        {/* A tap on the greyed button lands here (it takes no pointer events): it says why, and where to go. */}
        <div className="has-disabled:cursor-not-allowed" data-action="nudge" onClick={(e) => nudgeToSignIn(e.currentTarget)}>
          <button
            type="button"
            className="min-h-12 w-full rounded-lg bg-leaf-600 px-2 py-1 leading-tight font-medium text-white hover:bg-leaf-700 disabled:pointer-events-none disabled:bg-disabled"
            disabled={!parts.canProceed}
            onClick={parts.onProceed}
            aria-describedby={signedOut ? reasonId : undefined}
            data-proceed=""
          >
            {t('proceed')}
            {(template || parts.buttonTotal !== null) && (
              <span data-part="total" className="font-normal whitespace-nowrap">
                {' '}
                <span aria-hidden="true">·</span> {parts.buttonTotal}
              </span>
            )}
          </button>
        </div>
        {signedOut && (
          <>
            <p
              id={reasonId}
              className="rounded-lg px-2 py-1 text-center text-sm text-muted transition-colors data-nudged:bg-warn-soft data-nudged:text-warn"
              data-signed-out-reason=""
            >
              {t('logInToCheckout')}
            </p>
            {(template || (signedOut.createAccountHref !== null && signedOut.signInHref !== null)) && (
              <div className="flex gap-2" data-part="sign-in">
                <AppLink
                  href={signedOut.createAccountHref ?? ''}
                  onClick={signedOut.onLeave}
                  className={primaryLink}
                  // Where a tap on the greyed button moves the focus: a screen reader says why there too.
                  aria-describedby={reasonId}
                  data-create-account=""
                >
                  {t('signedOut.createAccount')}
                </AppLink>
                <AppLink href={signedOut.signInHref ?? ''} onClick={signedOut.onLeave} className={secondaryLink}>
                  {t('signedOut.signIn')}
                </AppLink>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** What "Add to cart" did, and the way to the cart (the cart's live region reads it out: CartProvider). */
export function AddedNotice({ text, onViewCart }: { text: string; onViewCart?: () => void }) {
  const t = useTranslations('cart');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-added-notice>
      <span data-slot="notice">{text}</span>
      <button type="button" className="inline-flex min-h-11 items-center text-brand underline" data-action="view-cart" onClick={onViewCart}>
        {t('viewCart')}
      </button>
    </p>
  );
}
