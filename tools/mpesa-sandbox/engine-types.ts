import type { PhoneBehaviour } from './options';

// What the sandbox's engine (engine.ts) holds and answers: phones, prompts, C2B registrations, its log.

export interface PhoneState {
  msisdn: string;
  behaviour: PhoneBehaviour;
  balance: number;
  wrongPins: number;
}

export type ResolvedBy = 'phone' | 'test-number' | 'timeout' | 'control' | 'sandbox';

/** A push as accepted: the request's fields and what the sandbox gave it. */
export interface Prompt extends PushRequest {
  checkoutRequestId: string;
  merchantRequestId: string;
  createdAt: string;
  /** False for pushes that fail without a prompt (2029 mismatch, 1001 phone busy). */
  shownOnPhone: boolean;
  /** The farmer pressed Ignore: the prompt is gone from the screen and ends with 1037 at the timeout. */
  ignored: boolean;
  state: 'open' | 'done';
  resultCode?: number;
  resultDesc?: string;
  receipt?: string;
  transactionDate?: string;
  resolvedAt?: string;
  resolvedBy?: ResolvedBy;
  callbacksSent: number;
}

export interface C2bRegistrationState {
  shortCode: string;
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
  registeredAt: string;
}

export type LogEntry =
  | {
      seq: number;
      at: string;
      kind: 'call';
      method: string;
      path: string;
      status: number;
      request: unknown;
      response: unknown;
    }
  | {
      seq: number;
      at: string;
      kind: 'callback' | 'c2b-confirmation' | 'c2b-validation';
      id: string;
      url: string;
      body: unknown;
      outcome: 'delivered' | 'failed' | 'dropped' | 'skipped';
      status?: number;
      error?: string;
      delivery?: number;
    }
  | { seq: number; at: string; kind: 'event'; message: string };

export type NewLogEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'seq' | 'at'> : never) : never;

export interface PushRequest {
  msisdn: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  transactionType: string;
  businessShortCode: string;
  partyB: string;
  callbackUrl: string;
}

export type ActionResult = { ok: true; prompt: Prompt } | { ok: false; status: 404 | 409; error: string };
