'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, shopApi } from '@/lib/api-client';
import { loginUrl } from '@/lib/auth/return-path';
import { decideCheckout, type CheckoutStep } from '@/lib/checkout';
import type { KenyanCounty } from '@/lib/counties';
import { checkout as text } from '@/lib/messages';
import { centsToKes, kesToCents, mpesaShillings } from '@/lib/money';
import { useAuth } from '../auth/auth-provider';
import { useCart } from '../cart/cart-provider';
import { loadDeliveryOptions, type DeliveryOptions } from './delivery-options';

export interface CheckoutFields {
  deliveryMethod: 'delivery' | 'pickup';
  county: KenyanCounty | '';
  pickupPointId: number | null;
  address: string;
  phone: string;
  paymentMethod: 'mpesa' | 'wallet';
}

export type CheckoutMessage = { kind: 'error' | 'success'; text: string; field?: 'address' | 'phone' | 'payment' } | null;

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
  const [step, setStep] = useState<CheckoutStep>(options.startAt ?? 'cart');
  // Only what the farmer changed; the rest comes from their profile, even if it arrives later.
  const [edits, setFields] = useState<Partial<CheckoutFields>>({});
  const [message, setMessage] = useState<CheckoutMessage>(null);
  const [delivery, setDelivery] = useState<DeliveryOptions | null>(null);
  const madeOrder = useRef<{ key: string; id: string; total: number } | null>(null);

  const fields: CheckoutFields = {
    deliveryMethod: edits.deliveryMethod ?? 'delivery',
    county: edits.county ?? user?.deliveryCounty ?? '',
    pickupPointId: edits.pickupPointId ?? delivery?.pickupPoints[0]?.id ?? null,
    address: edits.address ?? user?.address ?? '',
    phone: edits.phone ?? user?.phone ?? '',
    paymentMethod: edits.paymentMethod ?? 'mpesa',
  };

  const loadDelivery = useCallback(() => {
    loadDeliveryOptions().then(setDelivery, () => setMessage({ kind: 'error', text: 'Could not load delivery fees. Check your connection and try again.' }));
  }, []);

  // /checkout opens on the delivery step, so it needs the fees at once.
  useEffect(() => {
    if (options.startAt === 'form') loadDelivery();
  }, [options.startAt, loadDelivery]);

  const feeCents = fields.deliveryMethod === 'pickup' ? 0 : kesToCents(delivery?.zones.find((z) => z.county === fields.county)?.fee ?? 0);
  const totalCents = cart.subtotalCents + feeCents;
  const walletBalanceCents = kesToCents(user?.walletBalance ?? 0);

  const reset = useCallback(() => {
    setStep('cart');
    setMessage(null);
  }, []);

  const revealForm = () => {
    setStep('form');
    setMessage(null);
    loadDelivery();
  };

  const finish = (orderId: string, note: string) => {
    setMessage({ kind: 'success', text: note });
    cart.setBusy(false);
    cart.clear();
    madeOrder.current = null;
    setStep('cart');
    options.onDone?.();
    router.push(`/order-confirmation/${orderId}`);
    void refresh().catch(() => undefined);
  };

  /** The main button: Proceed to Checkout, then Complete Order. `split` pays the rest of a wallet order by M-Pesa. */
  const press = async (split = false) => {
    const paymentMethod = split ? 'mpesa' : fields.paymentMethod;
    const decision = decideCheckout({
      signedIn: status === 'signed-in' && !!user,
      itemCount: cart.items.length,
      step,
      deliveryMethod: fields.deliveryMethod,
      address: fields.address,
      phone: fields.phone,
      paymentMethod,
      walletBalanceCents,
      totalCents,
    });
    if (decision.kind === 'sign-in') {
      window.alert(decision.message);
      cart.close();
      router.push(loginUrl(pathname));
      return;
    }
    if (decision.kind === 'reveal-form') return revealForm();
    if (decision.kind === 'refuse') return setMessage({ kind: 'error', text: decision.message, field: decision.field });
    if (!user || !delivery) return;

    setMessage(null);
    cart.setBusy(true);
    const order = {
      userId: user.uid,
      items: cart.items.map((i) => ({ id: i.product.id, name: i.product.name, price: i.product.price, quantity: i.quantity, image: i.product.image })),
      total: centsToKes(totalCents),
      status: 'pending',
      date: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      deliveryAddress: decision.address,
      phone: decision.phone,
      paymentMethod,
      paymentStatus: 'pending',
      deliveryMethod: fields.deliveryMethod,
      deliveryCounty: fields.deliveryMethod === 'delivery' ? fields.county || null : null,
      pickupPointId: fields.deliveryMethod === 'pickup' ? fields.pickupPointId : null,
    };
    const key = JSON.stringify({ ...order, date: null, createdAt: null });
    try {
      let made = madeOrder.current?.key === key ? madeOrder.current : null;
      if (!made) {
        let created;
        try {
          created = await shopApi.createOrder(order);
        } catch (error) {
          if (error instanceof ApiFailure && error.status === 409 && isRepricedCart(error.data)) cart.reprice(error.data.items);
          if (error instanceof ApiFailure && error.serverMessage === text.insufficientWallet) {
            // The balance this page knew was out of date: rule 7 as the server saw it, and the split
            // offer computed from the balance as it is now.
            await refresh().catch(() => undefined);
            setMessage({ kind: 'error', text: text.insufficientWallet, field: 'payment' });
            cart.setBusy(false);
            return;
          }
          throw error instanceof ApiFailure ? new Error(error.message) : error;
        }
        if (!created.data.id) throw new Error(created.message || text.createOrderFailed);
        if (created.data.paymentStatus === 'paid') return finish(created.data.id, created.message);
        made = { key, id: created.data.id, total: created.data.total };
        madeOrder.current = made;
      }
      const amount = split ? Math.max(1, mpesaShillings(kesToCents(made.total) - walletBalanceCents)) : made.total;
      try {
        await shopApi.mpesaDeposit({ phone: decision.phone, amount, orderId: made.id, userId: user.uid });
      } catch (error) {
        const detail = error instanceof ApiFailure && error.serverMessage ? error.serverMessage : text.mpesaFailedDetail;
        setMessage({ kind: 'error', text: `${text.mpesaFailed} ${detail}` });
        cart.setBusy(false);
        return;
      }
      finish(made.id, text.mpesaSent(decision.phone));
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error && error.message ? error.message : text.checkoutFailed });
      cart.setBusy(false);
    }
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

function isRepricedCart(data: unknown): data is { items: Array<{ id: string; price: number; stock: number; available: boolean }> } {
  return typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items);
}
