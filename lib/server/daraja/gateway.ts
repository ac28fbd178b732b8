import 'server-only';

// The PaymentGateway port (architecture doc, section 2) and the results it returns. Every outcome is a
// value: the callers (checkout service, callback route, reconciler) branch on `ok`/`status`, never catch.

export interface StkPushRequest {
  /** The payer's phone in any form lib/phone accepts (`+2547…`, `07…`, `2547…`). */
  phone: string;
  /** Whole Kenyan shillings (the app converts from cents, rounding up); 1 to 150,000. */
  amount: number;
  /** Shown in the PIN prompt and the payer's SMS: at most 12 letters or digits, no personal data. */
  accountReference: string;
  /** The app's reference for this attempt; it goes into the callback URL path. */
  attemptRef: string;
  /** At most 13 characters (Daraja's documented limit); defaults to "Miche order". */
  transactionDesc?: string;
}

export type StkPushResult =
  | {
      ok: true;
      merchantRequestId: string;
      checkoutRequestId: string;
      customerMessage: string;
      /** The exact CallBackURL sent, so the attempt can be stored with it. */
      callbackUrl: string;
    }
  /** Refused before anything was sent: the input breaks one of Daraja's rules. */
  | { ok: false; reason: 'invalid-request'; field: string; message: string }
  /** The OAuth step failed (wrong consumer key or secret, usually); nothing was sent. */
  | { ok: false; reason: 'auth'; httpStatus: number; errorCode: string; errorMessage: string }
  /** Daraja answered with its error envelope; no prompt was sent. */
  | { ok: false; reason: 'rejected'; httpStatus: number; errorCode: string; errorMessage: string }
  /**
   * No usable answer. When `maybeSent` is true the request may have reached Safaricom and a prompt may be
   * on the phone: do not push again, query or wait for the callback instead.
   */
  | { ok: false; reason: 'network'; maybeSent: boolean; message: string };

export interface StkPaid {
  status: 'paid';
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: 0;
  resultDesc: string;
  /** MpesaReceiptNumber: unique, the idempotency key of the money movement. */
  receipt: string;
  amount: number;
  /** `+254…`; null if Safaricom ever sends it masked or hashed, as it already does for C2B. */
  phone: string | null;
  transactionDate: Date | null;
}

export interface StkFailed {
  status: 'failed';
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  /** Safaricom's wording, for logs only: the same code is worded differently in callback and query. */
  resultDesc: string;
  /** What to tell the farmer (lib/messages/mpesa). */
  message: string;
}

export type StkCallbackResult = StkPaid | StkFailed;

export type StkPendingDetail =
  /** ResultCode 4999: the prompt is still open. */
  | 'processing'
  /** HTTP 500 500.001.1001: Safaricom's "no answer yet", also for an unknown CheckoutRequestID. */
  | 'no-answer'
  /** 2029 within the first seconds: Safaricom answers that before it knows. */
  | 'too-early'
  /** Spike arrest or quota: ask more slowly. */
  | 'rate-limited'
  /** No usable answer after the retries (network, timeout, a 5xx without Daraja's envelope). */
  | 'unreachable';

export type StkQueryResult =
  | { status: 'pending'; checkoutRequestId: string; detail: StkPendingDetail; message: string }
  /** The query carries no receipt: the callback does. Use this to settle, and the callback for details. */
  | { status: 'paid'; merchantRequestId: string; checkoutRequestId: string; resultCode: 0; resultDesc: string }
  | StkFailed
  /** A definite refusal of the query itself (bad token after a refresh, bad request): a bug or configuration. */
  | { status: 'error'; httpStatus: number; errorCode: string; errorMessage: string };

export interface StkQueryOptions {
  /** When the push was accepted; a 2029 in the first seconds after it is not final (reference a.5). */
  submittedAt?: Date;
}

export interface C2bRegistration {
  confirmationUrl: string;
  validationUrl: string;
  /** What M-Pesa does when the validation URL does not answer: complete (default) or cancel the payment. */
  responseType?: 'Completed' | 'Cancelled';
  /** Defaults to the configured shortcode. */
  shortCode?: string;
}

export type C2bRegisterResult =
  | { ok: true; originatorConversationId: string; responseDescription: string }
  | { ok: false; reason: 'invalid-request'; field: string; message: string }
  | { ok: false; reason: 'auth' | 'rejected'; httpStatus: number; errorCode: string; errorMessage: string }
  | { ok: false; reason: 'network'; maybeSent: boolean; message: string };

export interface PaymentGateway {
  /** Sends an STK push. Never retried: Daraja has no idempotency and a second push is a second prompt. */
  stkPush(request: StkPushRequest): Promise<StkPushResult>;
  /** Asks where a push stands; safe to repeat. */
  stkQuery(checkoutRequestId: string, options?: StkQueryOptions): Promise<StkQueryResult>;
  /** Registers the C2B (Paybill) confirmation and validation URLs. */
  registerC2bUrls(registration: C2bRegistration): Promise<C2bRegisterResult>;
}
