'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, shopApi } from '@/lib/api/client';
import type { ApiErrorCode } from '@/lib/api/errors';
import { loginUrl } from '@/lib/auth/return-path';
import { localePath } from '@/lib/i18n/locales';
import { checkCheckout, orderRequest, sameOrderKey, type CheckoutFields, type CheckoutStep, type OrderRequest } from '@/lib/checkout';
import type { DeliveryOptions } from '@/lib/delivery';
import { formatPhone } from '@/lib/format';
import { mpesaShillings } from '@/lib/money';
import type { RepricedCart } from '@/lib/order-view';
import { useAuth } from '../auth/auth-provider';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { useCart } from '../cart/cart-provider';
import { loadDeliveryOptions } from './delivery-options';

export type { CheckoutFields };

export type CheckoutMessage = { kind: 'error' | 'success'; text: string; field?: 'address' | 'phone' | 'payment' } | null;

/** The refusals that come with the cart as it is now, so the cart can update itself. */
const CART_CHANGED: ReadonlySet<ApiErrorCode | 'no_connection'> = new Set(['prices_changed', 'total_changed', 'cart_out_of_date']);

/** An order as the server made it: paid already (from the wallet), or waiting for M-Pesa. */
type MadeOrder = { id: string; paid: boolean; totalCents: number };

/**
 * The checkout of spec sections 2, 4, 5 and 8, shared by the cart panel and /checkout: the first press
 * reveals the delivery form (prefilled from the profile), the second runs the checks in order and
 * submits. M-Pesa: create the order, then /mpesaDeposit; a retry after a failed prompt reuses the
 * order made for the same cart instead of making a second one. Wallet: the order is paid as it is made.
 */
export function useCheckout(options: { onDone?: () => void; startAt?: CheckoutStep } = {}) {
  const cart = useCart();
  const { user, status, refresh } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const t = useTranslations('checkout');
  const apiErrorText = useApiErrorText();
  const apiErrors = useTranslations('apiErrors');
  const [step, setStep] = useState<CheckoutStep>(options.startAt ?? 'cart');
  // Only what the farmer changed; the rest comes from their profile, even if it arrives later.
  const [edits, setFields] = useState<Partial<CheckoutFields>>({});
  const [message, setMessage] = useState<CheckoutMessage>(null);
  const [delivery, setDelivery] = useState<DeliveryOptions | null>(null);
  const madeOrder = useRef<{ key: string; order: MadeOrder } | null>(null);

  const fields: CheckoutFields = {
    deliveryMethod: edits.deliveryMethod ?? 'delivery',
    county: edits.county ?? user?.deliveryCounty ?? '',
    pickupPointId: edits.pickupPointId ?? delivery?.pickupPoints[0]?.id ?? null,
    address: edits.address ?? user?.address ?? '',
    phone: edits.phone ?? user?.phone ?? '',
    paymentMethod: edits.paymentMethod ?? 'mpesa',
  };

  const loadDelivery = useCallback(() => {
    loadDeliveryOptions().then(setDelivery, () => setMessage({ kind: 'error', text: t('deliveryLoadFailed') }));
  }, [t]);

  // /checkout opens on the delivery step, so it needs the fees at once.
  useEffect(() => {
    if (options.startAt === 'form') loadDelivery();
  }, [options.startAt, loadDelivery]);

  const feeCents = fields.deliveryMethod === 'pickup' ? 0 : (delivery?.zones.find((z) => z.county === fields.county)?.feeCents ?? 0);
  const totalCents = cart.subtotalCents + feeCents;
  const walletBalanceCents = user?.walletBalanceCents ?? 0;

  const reset = useCallback(() => {
    setStep('cart');
    setMessage(null);
  }, []);

  /**
   * A refusal the server gave a code for, in this page's language. ApiFailure does not carry the
   * refusal's params yet (lib/api/client.ts): a message with blanks ("{problems} Please update your
   * cart.") cannot be worded without them, so it keeps the server's English words.
   */
  const failureText = (error: ApiFailure, message: string) => {
    const params = (error as ApiFailure & { params?: Record<string, unknown> }).params;
    const code = error.code as Parameters<typeof apiErrors.raw>[0];
    if (!params && apiErrors.has(code) && hasBlanks(apiErrors.raw(code))) return message;
    return apiErrorText({ code: error.code, message, params });
  };

  const fail = (text: string, field?: 'payment') => {
    setMessage({ kind: 'error', text, field });
    cart.setBusy(false);
  };

  const finish = (orderId: string, note: string) => {
    setMessage({ kind: 'success', text: note });
    cart.setBusy(false);
    cart.clear();
    madeOrder.current = null;
    setStep('cart');
    options.onDone?.();
    router.push(localePath(locale, `/order-confirmation/${orderId}`));
    void refresh().catch(() => undefined);
  };

  /** The order for this cart: the one made on an earlier press for the same cart, else a new one. */
  const makeOrder = async (request: OrderRequest): Promise<MadeOrder> => {
    const key = sameOrderKey(request);
    if (madeOrder.current?.key === key) return madeOrder.current.order;
    const created = await shopApi.createOrder(request);
    if (!created.data.id) throw new Error(created.message || t('createOrderFailed'));
    const order = { id: created.data.id, paid: created.data.paymentStatus === 'paid', totalCents: created.data.totalCents };
    madeOrder.current = { key, order };
    return order;
  };

  /** A refused order the farmer can act on: the cart updates itself, or rule 7 as the server saw it. */
  const handleRefusedOrder = async (error: ApiFailure): Promise<boolean> => {
    if (CART_CHANGED.has(error.code) && isRepricedCart(error.data)) cart.reprice(error.data.items);
    if (error.code !== 'insufficient_funds') return false;
    // The balance this page knew was out of date: the split offer is computed from the balance as it is now.
    await refresh().catch(() => undefined);
    fail(t('insufficientWallet'), 'payment');
    return true;
  };

  /** Asks M-Pesa to prompt the phone for the order (or, split, for what the wallet does not cover). */
  const requestPrompt = async (order: MadeOrder, phone: string, split: boolean, userId: string): Promise<boolean> => {
    const amount = split ? Math.max(1, mpesaShillings(order.totalCents - walletBalanceCents)) : order.totalCents / 100;
    try {
      await shopApi.mpesaDeposit({ phone, amount, orderId: order.id, userId });
      return true;
    } catch (error) {
      const detail = error instanceof ApiFailure && error.serverMessage ? failureText(error, error.serverMessage) : t('mpesaFailedDetail');
      fail(t('mpesaFailed', { detail }));
      return false;
    }
  };

  /** The main button: Proceed to Checkout, then Complete Order. `split` pays the rest of a wallet order by M-Pesa. */
  const press = async (split = false) => {
    const paymentMethod = split ? 'mpesa' : fields.paymentMethod;
    const signedIn = status === 'signed-in' && !!user;
    const decision = checkCheckout({ ...fields, paymentMethod, signedIn, itemCount: cart.items.length, step, walletBalanceCents, totalCents });
    if (decision.kind === 'sign-in') {
      window.alert(t(decision.rule));
      cart.close();
      router.push(loginUrl(pathname, locale));
      return;
    }
    if (decision.kind === 'reveal-form') {
      setStep('form');
      setMessage(null);
      loadDelivery();
      return;
    }
    if (decision.kind === 'refuse') return setMessage({ kind: 'error', text: t(decision.rule), field: decision.field });
    if (!user || !delivery) return;

    setMessage(null);
    cart.setBusy(true);
    const request = orderRequest({ userId: user.uid, items: cart.items, totalCents, fields, paymentMethod, decision, now: new Date() });
    let order: MadeOrder;
    try {
      order = await makeOrder(request);
    } catch (error) {
      if (error instanceof ApiFailure && (await handleRefusedOrder(error))) return;
      if (error instanceof ApiFailure) return fail(error.serverMessage ? failureText(error, error.serverMessage) : t('createOrderFailed'));
      return fail(error instanceof Error && error.message ? error.message : t('checkoutFailed'));
    }
    // The server says 'Order paid from your wallet' (app/api/writeToSheet/route.ts): the same words, in this page's language.
    if (order.paid) return finish(order.id, t('paidFromWallet'));
    if (await requestPrompt(order, decision.phone, split, user.uid)) finish(order.id, t('mpesaSent', { phone: formatPhone(decision.phone) }));
  };

  return {
    step,
    fields,
    setFields,
    delivery,
    feeCents,
    totalCents,
    walletBalanceCents,
    message,
    busy: cart.busy,
    press,
    backToCart: reset,
    reset,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

function isRepricedCart(data: unknown): data is Pick<RepricedCart, 'items'> {
  return typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items);
}

/** A catalogue message with blanks to fill: "{name}" as written, or an array once precompiled (icu-minify). */
function hasBlanks(message: unknown): boolean {
  return typeof message !== 'string' || message.includes('{');
}
