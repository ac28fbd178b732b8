/**
 * The browser's calls to the spec's API (section 7, under /.netlify/functions, JSON), with section 8's
 * wrapper: a failure logs the server's message (or 'An error occurred') and rejects with the
 * server's message, else the call's fallback message.
 */
import type { OrderDetailView, OrderView, PaymentAttemptView } from './order-view';
import { NO_CONNECTION } from './messages/shop';
import type { OrderStatus } from './orders';

export const API_BASE = '/.netlify/functions';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, when it gave one. */
    readonly serverMessage: string | null,
    fallback: string,
    readonly data: unknown,
  ) {
    super(serverMessage ?? fallback);
    this.name = 'ApiFailure';
  }
}

interface Answer<T> {
  success?: boolean;
  message?: string;
  data?: T;
}

async function call<T>(method: string, path: string, body: unknown, fallback: string): Promise<{ data: T; message: string; status: number }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    console.error('An error occurred');
    throw new ApiFailure(0, NO_CONNECTION, fallback, null);
  }
  const json = (await response.json().catch(() => ({}))) as Answer<T>;
  if (!response.ok || json.success === false || json.data === undefined) {
    console.error(json.message ?? 'An error occurred');
    throw new ApiFailure(response.status, json.message ?? null, fallback, json.data ?? null);
  }
  return { data: json.data, message: json.message ?? '', status: response.status };
}

export interface PaymentStatusAnswer {
  attempt: PaymentAttemptView;
  order: { id: string; status: OrderStatus; paymentStatus: OrderView['paymentStatus'] } | null;
}

export const shopApi = {
  createOrder: (order: unknown) => call<OrderDetailView>('POST', '/writeToSheet', order, 'Failed to create order'),
  listOrders: (userId: string) => call<OrderView[]>('GET', `/getSheet?userId=${encodeURIComponent(userId)}`, undefined, 'Failed to fetch orders'),
  updateOrderStatus: (orderId: string, status: OrderStatus, note?: string) =>
    call<{ id: string; status: OrderStatus }>('PATCH', '/updateOrderStatus', { orderId, status, note }, 'Failed to update order status'),
  getOrder: (orderId: string) => call<OrderDetailView>('GET', `/getOrder/${encodeURIComponent(orderId)}`, undefined, 'Failed to fetch order'),
  stkPush: (orderId: string, phone: string) => call<{ attempt: PaymentAttemptView }>('POST', '/mpesa/stkPush', { orderId, phone }, 'Payment initiation failed'),
  validatePayment: (checkoutRequestId: string) => call<PaymentStatusAnswer>('POST', '/mpesa/validate', { checkoutRequestId }, 'Payment validation failed'),
  paymentStatus: (id: string) => call<PaymentStatusAnswer>('GET', `/mpesa/status/${encodeURIComponent(id)}`, undefined, 'Failed to check payment status'),
  mpesaDeposit: (input: { phone: string; amount: number; orderId: string; userId: string }) =>
    call<{ attempt: PaymentAttemptView }>('POST', '/mpesaDeposit', input, 'Deposit initiation failed'),
};

/** The wallet's calls (Miche's additions beside the spec's API, same base and answer shape). */
export const walletApi = {
  topup: (phone: string, amount: number) => call<{ attempt: PaymentAttemptView }>('POST', '/wallet/topup', { phone, amount }, 'Top-up failed'),
  pay: (orderId: string) => call<OrderDetailView>('POST', '/wallet/pay', { orderId }, 'Wallet payment failed'),
  redeem: (points: number, requestId: string) => call<unknown>('POST', '/wallet/redeem', { points, requestId }, 'Could not turn points into credit'),
};
