/**
 * The API's refusals, one entry a code: its HTTP status and its English message (the spec's words
 * where the spec has them). Every error body carries `code`, `message` and, when the message has
 * blanks, `params`: the browser decides by code, never by message, and can word the refusal in the
 * farmer's language from the code and the params. Services throw `ServiceError(code, params)`; the
 * route handlers' wrapper turns it into the answer (lib/server/http/api.ts).
 *
 * Money in params is integer cents, like everywhere inside Miche.
 */
import { formatKes } from '../format';
import { auth } from '../messages/auth';
import { checkout } from '../messages/checkout';
import { MPESA_PUSH_MESSAGES as mpesa } from '../messages/mpesa';
import { IMAGE_TOO_BIG } from '../product-images';
import { UNSAFE_TEXT_MESSAGE } from '../text';

type Entry = { status: number; message: string | ((params: never) => string) };

const kes = (n: number) => `KES ${n.toLocaleString('en-KE')}`;

export const API_ERRORS = {
  // The request itself.
  /** A form or body that breaks a schema: `errors` holds a message per field; the message is the first. */
  invalid_input: { status: 400, message: (p: { message: string }) => p.message },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  json_required: { status: 415, message: 'Please send JSON (Content-Type: application/json).' },
  form_upload_required: { status: 415, message: 'Please send the photo as a form upload (multipart/form-data).' },
  request_too_large: { status: 413, message: 'The request is too large.' },
  unsafe_text: { status: 400, message: UNSAFE_TEXT_MESSAGE },
  not_found: { status: 404, message: 'Not found' },
  rate_limited: {
    status: 429,
    message: (p: { retryAfter: number }) =>
      `Too many requests. Please try again in ${p.retryAfter < 90 ? `${p.retryAfter} seconds` : `${Math.ceil(p.retryAfter / 60)} minutes`}.`,
  },
  internal: { status: 500, message: 'An error occurred' },

  // Who is asking.
  not_signed_in: { status: 401, message: 'Please sign in to continue.' },
  signed_out: { status: 401, message: 'Not signed in' },
  session_expired: { status: 401, message: 'Your sign-in has expired. Please sign in again.' },
  email_unverified: { status: 403, message: 'Please verify your e-mail address first.' },
  cross_site: { status: 403, message: 'This request came from another site and was refused.' },
  not_your_account: { status: 403, message: 'You can only act on your own account.' },
  staff_only: { status: 403, message: 'Only the nursery can move an order along.' },
  bot_check_failed: { status: 400, message: auth.botCheckFailed },
  bot_check_unavailable: { status: 503, message: auth.botCheckUnavailable },

  // Things that are not there.
  order_not_found: { status: 404, message: 'Order not found' },
  payment_not_found: { status: 404, message: 'Payment not found' },
  product_not_found: { status: 404, message: 'Product not found' },
  user_not_found: { status: 404, message: 'User not found' },
  customer_not_found: { status: 404, message: 'Customer not found' },
  county_not_found: { status: 404, message: 'County not found' },
  pickup_point_not_found: { status: 404, message: 'Pickup point not found' },
  image_not_found: { status: 404, message: 'Image not found' },

  // Orders.
  choose_county: { status: 400, message: 'Please choose your county' },
  choose_pickup_point: { status: 400, message: 'Please choose where to pick up' },
  county_not_served: {
    status: 400,
    message: (p: { county: string }) => `We do not deliver to ${p.county} at the moment. Please choose pickup at the nursery.`,
  },
  pickup_point_closed: { status: 400, message: 'That pickup point is closed. Please choose another.' },
  sold_out: { status: 409, message: (p: { name: string }) => `Sorry, ${p.name} has just sold out. Please update your cart.` },
  /** The cart names products that are gone or short; `data` holds the cart as it is now. */
  cart_out_of_date: { status: 409, message: (p: { problems: string[] }) => `${p.problems.join(' ')} Please update your cart.` },
  prices_changed: {
    status: 409,
    message: (p: { totalCents: number }) => `Prices have changed since you filled your cart. The total is now ${formatKes(p.totalCents)}.`,
  },
  total_changed: { status: 409, message: (p: { totalCents: number }) => `The total is ${formatKes(p.totalCents)} with delivery. Please check your order.` },
  transition_refused: {
    status: 409,
    message: (p: { from: string; to: string; allowed: string[] }) =>
      p.allowed.length === 0
        ? `An order that is ${p.from} cannot change any more.`
        : `An order that is ${p.from} cannot become ${p.to}. Allowed: ${p.allowed.join(', ')}.`,
  },
  paid_order_cancel: { status: 409, message: 'This order is paid; please contact the nursery to cancel it.' },
  cancel_while_prompt_open: { status: 409, message: mpesa.cancelWhilePromptOpen },
  order_cancelled: { status: 409, message: mpesa.orderCancelled },
  order_already_paid: { status: 409, message: mpesa.alreadyPaid },

  // M-Pesa prompts.
  not_mpesa_number: { status: 400, message: mpesa.notMpesaNumber },
  enter_amount: { status: 400, message: mpesa.enterAmount },
  amount_above_order: { status: 400, message: (p: { maxCents: number }) => mpesa.amountAbove(formatKes(p.maxCents)) },
  amount_below_needed: { status: 400, message: (p: { minCents: number }) => mpesa.amountBelow(formatKes(p.minCents)) },
  prompt_open_for_order: { status: 409, message: mpesa.orderPromptOpen },
  prompt_open_for_phone: { status: 409, message: mpesa.phonePromptOpen },
  /** The prompt could not be sent; `data.attempt` says what was stored. */
  mpesa_refused: { status: 502, message: mpesa.refused },
  mpesa_unreachable: { status: 502, message: mpesa.unreachable },
  /** Daraja refused the request as malformed; its own words. */
  mpesa_invalid_request: { status: 502, message: (p: { detail: string }) => p.detail },
  c2b_registration_failed: { status: 502, message: (p: { detail: string }) => p.detail },
  payment_not_under_review: { status: 409, message: (p: { status: string }) => `This payment is ${p.status}, not under review.` },
  receipt_taken: { status: 409, message: (p: { receipt: string }) => `Receipt ${p.receipt} is already recorded on another payment.` },

  // The wallet.
  insufficient_funds: { status: 409, message: checkout.insufficientWallet },
  topup_not_whole: { status: 400, message: 'Please enter whole shillings (M-Pesa takes no cents).' },
  topup_below_minimum: { status: 400, message: (p: { minKes: number }) => `The smallest top-up is ${kes(p.minKes)}.` },
  topup_above_maximum: { status: 400, message: (p: { maxKes: number }) => `M-Pesa takes at most ${kes(p.maxKes)} in one payment.` },
  wallet_cap: {
    status: 400,
    message: (p: { roomKes: number; capKes: number }) => `Your wallet can take at most ${kes(p.roomKes)} more (it holds up to ${kes(p.capKes)}).`,
  },
  wallet_full: { status: 400, message: (p: { capKes: number }) => `Your wallet is full: it holds up to ${kes(p.capKes)}.` },
  redeem_step: { status: 400, message: (p: { step: number }) => `Points turn into credit in steps of ${p.step}.` },
  redeem_too_many: { status: 400, message: (p: { available: number }) => `You have ${p.available} points.` },
  /** The spec's wallet-balance errors: `error` names what failed, `message` what it means. */
  wallet_user_missing: { status: 404, message: 'Failed to retrieve wallet balance' },
  wallet_balance_failed: { status: 500, message: 'An error occurred while fetching wallet balance' },
  transactions_failed: { status: 500, message: 'An error occurred while fetching transactions' },

  // Staff: refunds, adjustments, products, photos.
  refund_not_paid: { status: 409, message: 'Only a paid order can be refunded.' },
  refund_zero: { status: 400, message: 'The refund must be more than KES 0.00.' },
  refund_too_much: { status: 400, message: (p: { leftCents: number }) => `At most ${formatKes(p.leftCents)} can still be refunded on this order.` },
  adjustment_zero: { status: 400, message: 'The adjustment must be a non-zero amount.' },
  adjustment_below_zero: {
    status: 409,
    message: (p: { balanceCents: number }) => `The wallet holds only ${formatKes(p.balanceCents)}; it cannot go below zero.`,
  },
  reason_required: { status: 400, message: 'Please give a reason (at least 5 characters).' },
  category_unknown: { status: 400, message: 'Please choose a category from the list.' },
  slug_taken: { status: 409, message: (p: { slug: string }) => `Another product already uses the web address "${p.slug}". Please choose another.` },
  stock_none_to_remove: { status: 409, message: 'There is no stock to take away.' },
  stock_too_little: { status: 409, message: (p: { stock: number }) => `Only ${p.stock} in stock, so at most ${p.stock} can be taken away.` },
  upload_unreadable: { status: 400, message: 'The upload could not be read. Please try again.' },
  /** The upload as a whole is over the limit, refused before it is read. */
  upload_too_large: { status: 413, message: IMAGE_TOO_BIG },
  photo_too_large: { status: 400, message: IMAGE_TOO_BIG },
  not_a_photo: { status: 400, message: 'That file is not a photo. Please choose a JPEG, PNG or WebP image.' },
  photo_unreadable: { status: 400, message: 'This photo could not be read. Please choose a JPEG, PNG or WebP image.' },
  photo_too_many_pixels: { status: 400, message: 'This photo has too many pixels. Please choose one of at most 50 megapixels.' },
  profile_not_saved: { status: 503, message: 'We could not save your profile just now. Please try again.' },
  // Confirming a phone for USSD.
  phone_code_wrong: { status: 400, message: 'That code is not right. Check the SMS and try again.' },
  phone_code_expired: { status: 400, message: 'That code has expired or was tried too often. Please ask for a new one.' },
  phone_taken: { status: 409, message: 'This phone is already confirmed for another Miche account.' },
  // The nursery's sowing.
  batch_not_found: { status: 404, message: 'Sowing batch not found' },
  batch_failed: { status: 409, message: 'This batch was marked failed, so it cannot be marked ready.' },
  batch_already_ready: { status: 409, message: 'This batch is already ready and its seedlings are in stock, so it cannot be marked failed.' },
  sown_in_future: { status: 400, message: 'The day sown cannot be after today.' },
  sown_too_long_ago: { status: 400, message: 'The day sown can be at most 180 days ago.' },
  // A farmer's booking. Dates in params are written DD/MM/YYYY; `data` carries them as YYYY-MM-DD.
  booking_date_too_soon: {
    status: 409,
    message: (p: { date: string }) => `The nursery can have these seedlings ready from ${p.date}. Please choose that day or later.`,
  },
  booking_date_too_late: { status: 400, message: 'You can book at most 120 days ahead.' },
  booking_date_past: { status: 400, message: 'The planting date cannot be before today. Please choose today or a later day.' },
  booking_unpaid_cap: {
    status: 409,
    message: (p: { cap: number; unpaid: number }) =>
      `Bookings waiting for payment can hold at most ${p.cap} seedlings, and yours already hold ${p.unpaid}. Please pay the deposit of a booking first, or book fewer seedlings.`,
  },
  booking_date_full: {
    status: 409,
    message: (p: { date: string }) => `The nursery's sowing for that week is full. The nearest planting date it can meet is ${p.date}.`,
  },
  booking_move_used: { status: 409, message: 'The planting date can be moved only once.' },
  booking_not_movable: { status: 409, message: 'This booking can no longer be moved: its seedlings are ready, or it is closed.' },
  booking_not_cancellable: { status: 409, message: 'This booking can no longer be cancelled here. Please contact the nursery.' },
  not_a_booking: { status: 409, message: 'This order is not a booking.' },
  // The propagation service: the farmer's own seed.
  own_seed_not_offered: { status: 409, message: 'The nursery does not raise this crop from your own seed. Please choose another crop.' },
  own_seed_drop_off_past: { status: 400, message: 'The day you bring the seed cannot be before today.' },
  own_seed_drop_off_too_late: {
    status: 400,
    message: (p: { date: string }) => `Please bring the seed by ${p.date}, so the seedlings are ready within 120 days.`,
  },
  own_seed_planting_too_soon: {
    status: 409,
    message: (p: { date: string }) => `Seed brought that day can be ready from ${p.date}. Please choose that day or later.`,
  },
  own_seed_not_found: { status: 404, message: 'Own-seed booking not found' },
  own_seed_unpaid: { status: 409, message: 'The farmer has not paid the deposit yet: take the seed in once it is paid.' },
  own_seed_already_received: { status: 409, message: 'The seed of this booking is already recorded as received.' },
  own_seed_not_received: { status: 409, message: 'Record the seed received first.' },
  own_seed_balance_due: {
    status: 409,
    message: (p: { amountCents: number }) => `The balance of ${formatKes(p.amountCents)} is not paid yet: the seedlings are handed over once it is.`,
  },
  own_seed_not_movable: {
    status: 409,
    message: 'The planting date of a booking raised from your own seed is set by the day you bring it. Please call the nursery to change it.',
  },
  own_seed_closed: { status: 409, message: 'This own-seed booking is closed (delivered or cancelled).' },
} as const satisfies Record<string, Entry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** What a code's message needs filled in, or undefined when it has no blanks. */
export type ErrorParams<C extends ApiErrorCode> = C extends ApiErrorCode
  ? (typeof API_ERRORS)[C]['message'] extends (params: infer P) => string
    ? P
    : undefined
  : never;

export function errorMessage<C extends ApiErrorCode>(code: C, params: ErrorParams<C>): string {
  const message = API_ERRORS[code].message as string | ((params: ErrorParams<C>) => string);
  return typeof message === 'string' ? message : message(params);
}

/** The error half of every JSON answer (the spec's `success` and `message`, plus the code). */
export interface ApiErrorBody {
  success: false;
  code: ApiErrorCode;
  message: string;
  params?: Record<string, unknown>;
  /** A message per field, for forms (`_` for the body as a whole). */
  errors?: Record<string, string>;
  data?: unknown;
  /** The spec's wallet answers name what failed here. */
  error?: string;
  /** For an unexpected failure: what staff find in the server log. */
  reference?: string;
}
