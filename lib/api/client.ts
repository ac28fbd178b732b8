/**
 * The browser's one client for the shop's API. Requests are typed from the handlers' own zod schemas,
 * answers from the views, and money comes back in cents (lib/api/wire.ts). A refusal is read by its
 * code (lib/api/errors.ts), never by its message. Two styles over one `request`:
 *
 * - the spec's calls (section 7) throw ApiFailure, after section 8's wrapper has logged the server's
 *   message or 'An error occurred'; the failure's message is the server's, else the call's fallback;
 * - the account, wallet-form and staff calls hand back an ApiResult, for forms that show a message
 *   and field errors.
 */
import type { z } from 'zod';
import type { DeliveryOptions } from '../delivery';
import { NO_CONNECTION } from '../messages/shop';
import type { OrderDetailView, OrderView, PaymentAttemptView, PaymentStatusView } from '../order-view';
import type { OrderStatus } from '../orders';
import type { PaymentPart } from '../booking';
import type { Profile } from '../profile';
import type { adjustmentSchema, pickupPointSchema, refundSchema, resendPromptSchema, resolvePaymentSchema, zoneSchema } from '../schemas/admin';
import type { productCreateSchema, productPatchSchema, stockAdjustmentSchema, visibilitySchema } from '../schemas/admin-products';
import type { sessionRequestSchema } from '../schemas/auth';
import type { failBatchSchema, growingFiguresSchema, sowBatchSchema } from '../schemas/sowing';
import type { createOrderSchema } from '../schemas/order';
import type { ownSeedBookingSchema, ownSeedFeeSchema, seedReceivedSchema, seedlingsDeliveredSchema } from '../schemas/own-seed';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import type { mpesaDepositSchema } from '../schemas/payment';
import type { profilePatchSchema } from '../schemas/profile';
import type { WalletTransaction } from '../wallet-view';
import type { ApiErrorBody, ApiErrorCode } from './errors';
import { fromWire, type Wire } from './wire';

export const API_BASE = '/.netlify/functions';

/** A call that never reached the shop (no signal): not a code of the server's. */
export const NO_CONNECTION_CODE = 'no_connection';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; message: string }
  | {
      ok: false;
      status: number;
      code: ApiErrorCode | typeof NO_CONNECTION_CODE;
      /** What to show: the server's words, else a general line. */
      message: string;
      /** The server's own words, when it gave any. */
      serverMessage: string | null;
      params?: Record<string, unknown>;
      errors?: Record<string, string>;
      data?: unknown;
    };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One request to the shop; `money` says the answer carries money to bring back to cents. `key`: the
 * Idempotency-Key of a request that creates an order or moves money, the same when the
 * same tap is sent again, so the shop does it once.
 */
async function request<T>(method: Method, path: string, body?: unknown, money = false, key?: string): Promise<ApiResult<T>> {
  let response: Response;
  const headers: Record<string, string> = {
    ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
  };
  try {
    response = await fetch(path, {
      method,
      headers: Object.keys(headers).length === 0 ? undefined : headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, code: NO_CONNECTION_CODE, message: NO_CONNECTION, serverMessage: null };
  }
  const json = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody> & { success?: boolean; data?: unknown };
  if (response.ok && json.success !== false) {
    const data = (money ? fromWire(json.data as Wire<T>) : json.data) as T;
    return { ok: true, status: response.status, data, message: json.message ?? '' };
  }
  return {
    ok: false,
    status: response.status,
    code: json.code ?? 'internal',
    message: json.message ?? 'An error occurred',
    serverMessage: json.message ?? null,
    params: json.params,
    errors: json.errors,
    data: money && json.data !== undefined ? fromWire(json.data as Wire<unknown>) : json.data,
  };
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | typeof NO_CONNECTION_CODE,
    /** The server's own message, when it gave one. */
    readonly serverMessage: string | null,
    fallback: string,
    readonly data: unknown,
    /** The refusal's params, to word it in the page's language (components/i18n/use-api-error-text.ts). */
    readonly params?: Record<string, unknown>,
  ) {
    super(serverMessage ?? fallback);
    this.name = 'ApiFailure';
  }
}

/** Section 8's wrapper: a failure logs the server's message (or 'An error occurred') and rejects. */
async function specCall<T>(method: Method, path: string, body: unknown, fallback: string, key?: string): Promise<{ data: T; message: string; status: number }> {
  const result = await request<T>(method, `${API_BASE}${path}`, body, true, key);
  if (result.ok && result.data !== undefined) return result;
  if (result.ok) {
    console.error('An error occurred');
    throw new ApiFailure(result.status, 'internal', null, fallback, null);
  }
  if (result.code === NO_CONNECTION_CODE) {
    console.error('An error occurred');
    throw new ApiFailure(0, result.code, NO_CONNECTION, fallback, null);
  }
  console.error(result.message);
  throw new ApiFailure(result.status, result.code, result.serverMessage, fallback, result.data ?? null, result.params);
}

const id = (value: string) => encodeURIComponent(value);

/** The spec's calls (section 7), with section 8's fallback messages. */
export const shopApi = {
  /** `key`: one per checkout (newIdempotencyKey), sent again when the same checkout is retried: one order, whatever reaches the shop. */
  createOrder: (order: z.input<typeof createOrderSchema>, key?: string) =>
    specCall<OrderDetailView>('POST', '/writeToSheet', order, 'Failed to create order', key),
  listOrders: (userId: string) => specCall<OrderView[]>('GET', `/getSheet?userId=${id(userId)}`, undefined, 'Failed to fetch orders'),
  updateOrderStatus: (orderId: string, status: OrderStatus, note?: string) =>
    specCall<{ id: string; status: OrderStatus }>('PATCH', '/updateOrderStatus', { orderId, status, note }, 'Failed to update order status'),
  getOrder: (orderId: string) => specCall<OrderDetailView>('GET', `/getOrder/${id(orderId)}`, undefined, 'Failed to fetch order'),
  /** `part`: the part the page showed, so a prompt never asks for a part paid meanwhile. */
  stkPush: (orderId: string, phone: string, part?: PaymentPart | null) =>
    specCall<{ attempt: PaymentAttemptView }>('POST', '/mpesa/stkPush', part ? { orderId, phone, part } : { orderId, phone }, 'Payment initiation failed'),
  validatePayment: (checkoutRequestId: string) => specCall<PaymentStatusView>('POST', '/mpesa/validate', { checkoutRequestId }, 'Payment validation failed'),
  paymentStatus: (paymentId: string) => specCall<PaymentStatusView>('GET', `/mpesa/status/${id(paymentId)}`, undefined, 'Failed to check payment status'),
  mpesaDeposit: (input: z.input<typeof mpesaDepositSchema>) =>
    specCall<{ attempt: PaymentAttemptView }>('POST', '/mpesaDeposit', input, 'Deposit initiation failed'),
};

/** The propagation service: the farmer books the raising of their own seed. */
export const ownSeedApi = {
  book: (body: z.input<typeof ownSeedBookingSchema>) => request<OrderDetailView>('POST', `${API_BASE}/own-seed`, body, true),
};

/** The wallet's calls (Miche's additions beside the spec's API, same base and answer shape). */
export const walletApi = {
  /** `key`: one per top-up the farmer asks for: a retried tap is one prompt. */
  topup: (phone: string, amount: number, key?: string) =>
    specCall<{ attempt: PaymentAttemptView }>('POST', '/wallet/topup', { phone, amount }, 'Top-up failed', key),
  /** `part`: the part the page showed (a booking's deposit or balance), so a second tap never pays the next one. */
  pay: (orderId: string, part?: PaymentPart | null) =>
    specCall<OrderDetailView>('POST', '/wallet/pay', part ? { orderId, part } : { orderId }, 'Wallet payment failed'),
  redeem: (points: number, requestId: string) => specCall<Profile | null>('POST', '/wallet/redeem', { points, requestId }, 'Could not turn points into credit'),
  transactions: (before?: number) =>
    request<WalletTransaction[]>('GET', `${API_BASE}/wallet/transactions${before === undefined ? '' : `?before=${before}`}`, undefined, true),
};

/**
 * A farmer's booking: move its planting date once, or cancel it. Each answers the order
 * as its page shows it; a refusal comes with its code (booking_date_full with the nearest day in
 * `data`, booking_move_used, booking_not_movable, booking_not_cancellable...).
 */
export const bookingApi = {
  move: (orderId: string, plantingDate: string) => request<OrderDetailView>('POST', `/api/bookings/${id(orderId)}/move`, { plantingDate }, true),
  cancel: (orderId: string) => request<OrderDetailView>('POST', `/api/bookings/${id(orderId)}/cancel`, {}, true),
};

/** Signing in and out, and the person's own profile. */
export const accountApi = {
  session: () => request<{ user: Profile }>('GET', '/api/auth/session', undefined, true),
  startSession: (body: z.input<typeof sessionRequestSchema>) =>
    request<{ user: Profile; created: boolean; referral: 'none' | 'linked' | 'unknown' }>('POST', '/api/auth/session', body, true),
  endSession: () => request<null>('DELETE', '/api/auth/session'),
  emailAllowance: (body: { kind: 'register' | 'verify' | 'reset'; email: string; botCheckToken?: string }) =>
    request<{ allowed: true }>('POST', '/api/auth/email-allowance', body),
  updateProfile: (patch: z.input<typeof profilePatchSchema>) => request<Profile>('PATCH', '/api/profile', patch, true),
  askPhoneCode: (phone: string) => request<{ phone: string }>('POST', '/api/profile/phone', { phone }),
  confirmPhone: (code: string) => request<{ phone: string; movedOrders: number; movedCents: number }>('POST', '/api/profile/phone/confirm', { code }),
  unlinkPhone: () => request<Profile>('DELETE', '/api/profile/phone'),
  deliveryOptions: () => request<DeliveryOptions>('GET', '/api/delivery', undefined, true),
};

/** The back office's calls (under /api/admin), for forms that show the server's message and field errors. */
export const adminApi = {
  createProduct: (body: z.input<typeof productCreateSchema>) => request<{ id: string }>('POST', '/api/admin/products', body),
  updateProduct: (productId: string, body: z.input<typeof productPatchSchema>) =>
    request<{ id: string }>('PATCH', `/api/admin/products/${id(productId)}`, body),
  setVisibility: (productId: string, body: z.input<typeof visibilitySchema>) => request('POST', `/api/admin/products/${id(productId)}/visibility`, body),
  adjustStock: (productId: string, body: z.input<typeof stockAdjustmentSchema>) => request('POST', `/api/admin/products/${id(productId)}/stock`, body),
  uploadImage: (productId: string, form: FormData) => request('POST', `/api/admin/products/${id(productId)}/image`, form),
  refund: (orderId: string, body: z.input<typeof refundSchema>) => request('POST', `/api/admin/orders/${id(orderId)}/refund`, body),
  /** A double USSD order paid twice: cancelled and all it was paid back to the wallet, once. */
  refundDuplicate: (orderId: string) => request('POST', `/api/admin/orders/${id(orderId)}/duplicate-refund`),
  resendPrompt: (orderId: string, body: z.input<typeof resendPromptSchema>) => request('POST', `/api/admin/orders/${id(orderId)}/resend`, body),
  requery: (attemptId: string) => request('POST', `/api/admin/payments/${id(attemptId)}/requery`),
  resolvePayment: (attemptId: string, body: z.input<typeof resolvePaymentSchema>) => request('POST', `/api/admin/payments/${id(attemptId)}/resolve`, body),
  adjustWallet: (uid: string, body: z.input<typeof adjustmentSchema>) => request('POST', `/api/admin/customers/${id(uid)}/adjust`, body),
  updateZone: (county: string, body: z.input<typeof zoneSchema>) => request('PATCH', `/api/admin/delivery/zones/${id(county)}`, body),
  savePickupPoint: (pointId: number | null, body: z.input<typeof pickupPointSchema>) =>
    pointId === null ? request('POST', '/api/admin/delivery/pickup-points', body) : request('PATCH', `/api/admin/delivery/pickup-points/${pointId}`, body),
  updateOrderStatus: (orderId: string, status: OrderStatus, note?: string) => request('PATCH', `${API_BASE}/updateOrderStatus`, { orderId, status, note }),
  // The nursery's sowing.
  setGrowing: (productId: string, body: z.input<typeof growingFiguresSchema>) => request('PATCH', `/api/admin/products/${id(productId)}/growing`, body),
  sowBatch: (body: z.input<typeof sowBatchSchema>) => request('POST', '/api/admin/sowing/batches', body),
  batchReady: (batchId: string) => request('POST', `/api/admin/sowing/batches/${id(batchId)}/ready`),
  batchFailed: (batchId: string, body: z.input<typeof failBatchSchema>) => request('POST', `/api/admin/sowing/batches/${id(batchId)}/failed`, body),
  // The propagation service: the farmer's own seed.
  setOwnSeedFee: (productId: string, body: z.input<typeof ownSeedFeeSchema>) => request('PATCH', `/api/admin/products/${id(productId)}/own-seed-fee`, body),
  ownSeedReceived: (orderId: string, body: z.input<typeof seedReceivedSchema>) => request('POST', `/api/admin/own-seed/${id(orderId)}/received`, body),
  ownSeedReady: (orderId: string) => request('POST', `/api/admin/own-seed/${id(orderId)}/ready`),
  ownSeedDelivered: (orderId: string, body: z.input<typeof seedlingsDeliveredSchema>) => request('POST', `/api/admin/own-seed/${id(orderId)}/delivered`, body),
};
