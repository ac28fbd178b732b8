import type { PhoneBehaviour, SandboxKnobs, SandboxOptions } from './options';

// The shapes the engine's parts share, and the context each part is handed by the engine.

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

export type DeliveryKind = 'callback' | 'c2b-confirmation' | 'c2b-validation';

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
      kind: DeliveryKind;
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

/**
 * What the engine hands its parts (tokens, STK prompts, C2B): plain functions over the engine's own
 * state, so no part imports another and every timer and delivery still belongs to the one engine.
 */
export interface EngineContext {
  readonly options: SandboxOptions;
  /** The knobs in force now: read on each use, since the control API and tests replace or change them. */
  knobs(): SandboxKnobs;
  log(entry: NewLogEntry): void;
  /** The phone of this number, made on first sight. */
  phone(msisdn: string): PhoneState;
  /** Runs fn after ms on a timer the engine owns; with a prompt id, the prompt's end clears it. */
  later(ms: number, fn: () => void, promptId?: string): void;
  /** Clears the timers later() set for this prompt. */
  clearPromptTimers(promptId: string): void;
  /** One POST, never retried; the outcome goes to the log, and onAnswer gets the reply. */
  deliver(
    kind: DeliveryKind,
    id: string,
    url: string,
    json: unknown,
    text: string,
    headers: Record<string, string>,
    delivery?: number,
    onAnswer?: (status: number, body: unknown) => void,
  ): void;
}
