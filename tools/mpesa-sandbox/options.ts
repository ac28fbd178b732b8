// Settings of the local Daraja stand-in. Defaults match the app's local configuration
// (lib/server/daraja/config.ts), so `npm start` works with no setup.

export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export type CallbackMode = 'once' | 'drop' | 'twice';
export type C2bMsisdnFormat = 'masked' | 'hashed' | 'plain';

/** Settings that tests and the control API may change while the sandbox runs. */
export interface SandboxKnobs {
  /** Hands-free numbers act (approve, cancel, wrong PIN) this long after the push. */
  approveDelayMs: number;
  /** A prompt nobody answers ends with 1037 after this long. */
  noAnswerTimeoutMs: number;
  /** A failure that shows no prompt (2029 type/PartyB mismatch, 1001 phone busy) arrives after this long. */
  rejectDelayMs: number;
  /** Pause between a prompt's end and its callback (and between a C2B payment and its confirmation). */
  callbackDelayMs: number;
  /** once: Safaricom's behaviour, no retries. drop: never sent. twice: a duplicate follows the first. */
  callbackMode: CallbackMode;
  /** Gap before the duplicate when callbackMode is "twice". */
  duplicateCallbackGapMs: number;
  /** Share of STK queries (0 to 1) that get a transient HTTP 500 500.001.1001, as Safaricom's do. */
  queryFailureRate: number;
  /** Requests per second above which Daraja's spike arrest answers 500.003.02; 0 turns it off. */
  maxRequestsPerSecond: number;
  /** Largest STK amount in whole shillings (Safaricom's per-transaction cap, reference a.1). */
  amountLimit: number;
  /** How far a Timestamp may be from Nairobi's clock; catches servers that send UTC. Negative: no check. */
  timestampToleranceSeconds: number;
  /** Reject CallBackURLs with words Daraja refuses (mpesa, safaricom, exe, exec, cmd, sql, query). */
  strictCallbackUrls: boolean;
  /** Also send a C2B confirmation for a paid STK push when C2B URLs are registered (Safaricom does, on one Paybill). */
  stkAlsoConfirmsC2b: boolean;
  /** Send the C2B validation request before the confirmation (off by default at Safaricom). */
  c2bValidation: boolean;
  /** How the C2B confirmation shows the payer's number. */
  c2bMsisdnFormat: C2bMsisdnFormat;
  /** Production allows one registration per shortcode; Safaricom's sandbox allows re-registering. */
  c2bRegisterOnce: boolean;
}

export interface SandboxOptions extends SandboxKnobs {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** A Till number for CustomerBuyGoodsOnline; empty means the shortcode is a Paybill only, like 174379. */
  tillNumber: string;
  /** The M-PESA PIN that approves on the virtual phone. */
  pin: string;
  /** Shown in the prompt: "Pay KES 1,250 to <businessName>, account …". */
  businessName: string;
  /** OAuth token lifetime; Daraja's is 3599 s. */
  tokenLifetimeSeconds: number;
  /** Starting balance of a phone the sandbox has not seen before. */
  defaultBalance: number;
  /** Timeout for POSTing callbacks and C2B confirmations to the app. */
  deliveryTimeoutMs: number;
  /** Random source for the transient query failures and IDs; tests may pin it. */
  random: () => number;
  /** Where the sandbox reports what it does; silent when undefined. */
  logger?: (line: string) => void;
}

export const DEFAULT_KNOBS: SandboxKnobs = {
  approveDelayMs: 3_000,
  noAnswerTimeoutMs: 30_000,
  rejectDelayMs: 1_000,
  callbackDelayMs: 500,
  callbackMode: 'once',
  duplicateCallbackGapMs: 200,
  queryFailureRate: 0,
  maxRequestsPerSecond: 0,
  amountLimit: 150_000,
  timestampToleranceSeconds: 600,
  strictCallbackUrls: true,
  stkAlsoConfirmsC2b: false,
  c2bValidation: false,
  c2bMsisdnFormat: 'masked',
  c2bRegisterOnce: false,
};

export const DEFAULT_OPTIONS: SandboxOptions = {
  ...DEFAULT_KNOBS,
  host: '127.0.0.1',
  port: 4010,
  consumerKey: 'miche-sandbox-key',
  consumerSecret: 'miche-sandbox-secret',
  shortcode: '174379',
  passkey: SANDBOX_PASSKEY,
  tillNumber: '',
  pin: '1234',
  businessName: 'Miche',
  tokenLifetimeSeconds: 3599,
  defaultBalance: 100_000,
  deliveryTimeoutMs: 10_000,
  random: Math.random,
};

export type PhoneBehaviour = 'manual' | 'approve' | 'cancel' | 'no-answer' | 'wrong-pin';
export const PHONE_BEHAVIOURS: readonly PhoneBehaviour[] = ['manual', 'approve', 'cancel', 'no-answer', 'wrong-pin'];

/** Hands-free numbers: scripts and tests use them without clicking the virtual phone. */
export const TEST_NUMBERS: Readonly<Record<string, { behaviour: PhoneBehaviour; balance?: number; note: string }>> = {
  // A large balance so a long dev session never drains it.
  '254708374149': { behaviour: 'approve', balance: 100_000_000, note: 'approves after approveDelayMs (ResultCode 0)' },
  '254708374150': { behaviour: 'cancel', note: 'cancels (1032)' },
  '254708374151': { behaviour: 'no-answer', note: 'never answers (1037 after noAnswerTimeoutMs)' },
  '254708374152': { behaviour: 'approve', balance: 0, note: 'approves with too little money (1)' },
  '254708374153': { behaviour: 'wrong-pin', note: 'enters a wrong PIN (2001)' },
};
