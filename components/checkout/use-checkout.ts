'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, shopApi } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { DEFAULT_DEPOSIT_PERCENT, depositCents, type PaymentPlan } from '@/lib/booking';
import type { ApiErrorCode } from '@/lib/api/errors';
import { loginUrl } from '@/lib/auth/return-path';
import { localePath } from '@/lib/i18n/locales';
import { checkCheckout, orderRequest, sameOrderKey, type CheckoutFields, type CheckoutStep, type OrderRequest } from '@/lib/checkout';
import type { DeliveryOptions } from '@/lib/delivery';
import { formatPhone } from '@/lib/format';
import { isIsoDate } from '@/lib/growing';
import { mpesaShillings } from '@/lib/money';
import type { RepricedCart } from '@/lib/order-view';
import { useAuth } from '../auth/auth-provider';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { useCart } from '../cart/cart-provider';
import { useCartPlanting, writePlanting } from '../cart/planting-store';
import { loadDeliveryOptions } from './delivery-options';
import { formatPlantingDay } from '../cart/planting-day';

export type { CheckoutFields };

/** `nearestDate`: a booking refused because the week is full, with the nearest day the nursery can meet. */
export type CheckoutMessage = { kind: 'error' | 'success'; text: string; field?: 'address' | 'phone' | 'payment'; nearestDate?: string } | null;

/** The refusals that come with the cart as it is now, so the cart can update itself. */
const CART_CHANGED: ReadonlySet<ApiErrorCode | 'no_connection'> = new Set(['prices_changed', 'total_changed', 'cart_out_of_date']);

/** An order as the server made it: paid already (from the wallet), or waiting for M-Pesa to bring `dueCents`. */
type MadeOrder = { id: string; paid: boolean; dueCents: number };

/** The booking refusals that name a day: the nearest the nursery can meet, or the earliest. */
const BOOKING_DAY_REFUSALS: ReadonlySet<string> = new Set(['booking_date_full', 'booking_date_too_soon', 'booking_date_too_late']);

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
  // One Idempotency-Key per checkout: the same cart sent again (a retried tap, an answer lost
  // to the signal) is one order; a changed cart is a new checkout with a new key.
  const checkoutKey = useRef<{ cart: string; key: string } | null>(null);
  // A planting day in the cart makes the order a booking, paid in full or by a deposit first.
  const planting = useCartPlanting();
  const [paymentPlan, setPaymentPlan] = useState<PaymentPlan>('full');
  const [careTips, setCareTips] = useState(false);
  const bookingT = useTranslations('booking.checkout');

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
  // The deposit is at least KES 100 (lib/booking.ts): on a smaller order it is the whole, and there is no plan to choose.
  const depositPossible = depositCents(totalCents, DEFAULT_DEPOSIT_PERCENT) < totalCents;
  const booking = planting.date ? { plantingDate: planting.date, paymentPlan: depositPossible ? paymentPlan : ('full' as const) } : null;
  /** What is paid now: the total, or the deposit on a booking's deposit plan (the server's answer is truth). */
  const dueNowCents = booking?.paymentPlan === 'deposit' ? depositCents(totalCents, DEFAULT_DEPOSIT_PERCENT) : totalCents;

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
    writePlanting(null);
    madeOrder.current = null;
    checkoutKey.current = null;
    setStep('cart');
    options.onDone?.();
    router.push(localePath(locale, `/order-confirmation/${orderId}`));
    void refresh().catch(() => undefined);
  };

  /** The order for this cart: the one made on an earlier press for the same cart, else a new one. */
  const makeOrder = async (request: OrderRequest): Promise<MadeOrder> => {
    const key = sameOrderKey(request);
    if (madeOrder.current?.key === key) return madeOrder.current.order;
    if (checkoutKey.current?.cart !== key) checkoutKey.current = { cart: key, key: newIdempotencyKey() };
    const created = await shopApi.createOrder(request, checkoutKey.current.key);
    if (!created.data.id) throw new Error(created.message || t('createOrderFailed'));
    // A booking is paid (from the wallet) once its first part is in; the rest is owed on its page.
    const made = created.data;
    const order = made.booking
      ? { id: made.id, paid: made.booking.paidSoFarCents > 0, dueCents: made.booking.amountDueCents }
      : { id: made.id, paid: made.paymentStatus === 'paid', dueCents: made.totalCents };
    madeOrder.current = { key, order };
    return order;
  };

  /**
   * A booking refused for its day, in the page's language: the week is full (with the
   * nearest day, one tap to take it), too soon (with the earliest) or too far ahead.
   */
  const bookingRefusal = (error: ApiFailure): boolean => {
    const code: string = error.code;
    if (!BOOKING_DAY_REFUSALS.has(code)) return false;
    // The day is read from the refusal's data (YYYY-MM-DD); its params carry it written for people.
    const nearest = refusalDay(error, ['nearestDate', 'date']);
    const earliest = refusalDay(error, ['earliest', 'date']);
    if (code === 'booking_date_full' && nearest) {
      setMessage({ kind: 'error', text: bookingT('dateFull', { date: dayWords(nearest) }), nearestDate: nearest });
    } else if (code === 'booking_date_too_soon' && earliest) {
      setMessage({ kind: 'error', text: bookingT('tooSoon', { date: dayWords(earliest) }), nearestDate: earliest });
    } else if (code === 'booking_date_too_late') {
      setMessage({ kind: 'error', text: bookingT('tooLate') });
    } else {
      setMessage({ kind: 'error', text: error.serverMessage ? failureText(error, error.serverMessage) : t('createOrderFailed') });
    }
    cart.setBusy(false);
    return true;
  };
  const dayWords = (date: string) => formatPlantingDay(date, locale);

  /** Takes the day the nursery offered: the cart's planting day becomes it, and the refusal goes. */
  const takeDate = (date: string) => {
    planting.setDate(date);
    setMessage(null);
  };

  /** A refused order the farmer can act on: the cart updates itself, or rule 7 as the server saw it. */
  const handleRefusedOrder = async (error: ApiFailure): Promise<boolean> => {
    if (CART_CHANGED.has(error.code) && isRepricedCart(error.data)) cart.reprice(error.data.items);
    if (bookingRefusal(error)) return true;
    if (error.code !== 'insufficient_funds') return false;
    // The balance this page knew was out of date: the split offer is computed from the balance as it is now.
    await refresh().catch(() => undefined);
    fail(t('insufficientWallet'), 'payment');
    return true;
  };

  /** Asks M-Pesa to prompt the phone for the order (or, split, for what the wallet does not cover). */
  const requestPrompt = async (order: MadeOrder, phone: string, split: boolean, userId: string): Promise<boolean> => {
    const amount = split ? Math.max(1, mpesaShillings(order.dueCents - walletBalanceCents)) : order.dueCents / 100;
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
    const decision = checkCheckout({ ...fields, paymentMethod, signedIn, itemCount: cart.items.length, step, walletBalanceCents, totalCents: dueNowCents });
    if (decision.kind === 'sign-in') {
      window.alert(t(decision.rule));
      cart.close();
      router.push(loginUrl(pathname, locale));
      return;
    }
    // A line above its ready stock is a booking, which needs its planting day (the server would refuse it as out of stock).
    if (!booking && !planting.bounds.nowPossible && cart.items.length > 0) {
      setStep('cart');
      return setMessage({ kind: 'error', text: bookingT('chooseDayFirst') });
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
    const request = orderRequest({ userId: user.uid, items: cart.items, totalCents, fields, paymentMethod, decision, booking, careTips, now: new Date() });
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
    /** The booking this checkout makes, null for today's order. */
    booking,
    depositPossible,
    planting,
    setPaymentPlan,
    dueNowCents,
    takeDate,
    /** The farmer asked for the care SMS after pickup. */
    careTips,
    setCareTips,
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

/** A day named by a refusal, in its data (or its params): the first of `names` that is a real YYYY-MM-DD, else null. */
function refusalDay(error: ApiFailure, names: readonly string[]): string | null {
  for (const source of [error.data, error.params]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const name of names) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === 'string' && isIsoDate(value)) return value;
    }
  }
  return null;
}

/** A catalogue message with blanks to fill: "{name}" as written, or an array once precompiled (icu-minify). */
function hasBlanks(message: unknown): boolean {
  return typeof message !== 'string' || message.includes('{');
}
