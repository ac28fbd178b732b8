import { createHash } from 'node:crypto';
import { newAccessToken, newCheckoutRequestId, newConversationId, newMerchantRequestId, newReceipt } from './ids';
import { nairobiTimestamp } from './nairobi-time';
import { DEFAULT_KNOBS, TEST_NUMBERS, type PhoneBehaviour, type SandboxKnobs, type SandboxOptions } from './options';
import { resultDesc } from './result-codes';

// The sandbox's memory: tokens, phones, prompts, C2B registrations and the log. Everything that happens
// later (a hands-free answer, a timeout, a callback) runs on a timer this engine owns, so close() can
// stop all of it and jest exits cleanly.

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

type NewLogEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'seq' | 'at'> : never) : never;

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

const LOG_LIMIT = 2_000;

export class SandboxEngine {
  readonly options: SandboxOptions;
  knobs: SandboxKnobs;
  private readonly initialKnobs: SandboxKnobs;
  private readonly tokens = new Map<string, number>();
  private readonly phones = new Map<string, PhoneState>();
  private readonly prompts = new Map<string, Prompt>();
  private readonly promptTimers = new Map<string, Set<NodeJS.Timeout>>();
  private readonly registrations = new Map<string, C2bRegistrationState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<AbortController>();
  private readonly pendingDeliveries = new Set<Promise<void>>();
  private entries: LogEntry[] = [];
  private seq = 0;
  private pushSequence = 0;
  private rateWindow = { second: 0, count: 0 };
  private closed = false;
  /** Bumped by reset(), so a delivery still in flight from before does not write into the fresh log. */
  private generation = 0;

  constructor(options: SandboxOptions) {
    this.options = options;
    this.initialKnobs = pickKnobs(options);
    this.knobs = { ...this.initialKnobs };
    this.seedPhones();
  }

  // ---- timers -------------------------------------------------------------------------------

  private later(ms: number, fn: () => void, promptId?: string): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (promptId !== undefined) this.promptTimers.get(promptId)?.delete(timer);
        fn();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
    if (promptId !== undefined) {
      const set = this.promptTimers.get(promptId) ?? new Set<NodeJS.Timeout>();
      set.add(timer);
      this.promptTimers.set(promptId, set);
    }
  }

  private clearPromptTimers(promptId: string): void {
    for (const timer of this.promptTimers.get(promptId) ?? []) {
      clearTimeout(timer);
      this.timers.delete(timer);
    }
    this.promptTimers.delete(promptId);
  }

  /** Stops every timer and in-flight delivery; waits for deliveries to notice. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.promptTimers.clear();
    for (const controller of this.deliveries) controller.abort();
    await Promise.allSettled([...this.pendingDeliveries]);
  }

  // ---- log ----------------------------------------------------------------------------------

  log(entry: NewLogEntry): void {
    this.seq += 1;
    this.entries.push({ seq: this.seq, at: new Date().toISOString(), ...entry });
    if (this.entries.length > LOG_LIMIT) this.entries = this.entries.slice(-LOG_LIMIT);
    if (this.options.logger !== undefined) {
      const line =
        entry.kind === 'call'
          ? `${entry.method} ${entry.path} -> ${entry.status}`
          : entry.kind === 'event'
            ? entry.message
            : `${entry.kind} ${entry.id} -> ${entry.url} ${entry.outcome}${entry.status === undefined ? '' : ` ${entry.status}`}${entry.error === undefined ? '' : ` (${entry.error})`}`;
      this.options.logger(line);
    }
  }

  logEntries(since = 0, kind?: string): LogEntry[] {
    return this.entries.filter((e) => e.seq > since && (kind === undefined || e.kind === kind));
  }

  // ---- tokens and rate limit ----------------------------------------------------------------

  issueToken(): { token: string; expiresInSeconds: number } {
    const token = newAccessToken();
    this.tokens.set(token, Date.now() + this.options.tokenLifetimeSeconds * 1000);
    return { token, expiresInSeconds: this.options.tokenLifetimeSeconds };
  }

  tokenIsValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return false;
    if (Date.now() >= expiresAt) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  expireTokens(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }

  /** Daraja's spike arrest: true when this request is one too many for the current second. */
  overRateLimit(): boolean {
    if (this.knobs.maxRequestsPerSecond <= 0) return false;
    const second = Math.floor(Date.now() / 1000);
    if (this.rateWindow.second !== second) this.rateWindow = { second, count: 0 };
    this.rateWindow.count += 1;
    return this.rateWindow.count > this.knobs.maxRequestsPerSecond;
  }

  // ---- phones -------------------------------------------------------------------------------

  private seedPhones(): void {
    this.phones.clear();
    for (const [msisdn, spec] of Object.entries(TEST_NUMBERS)) {
      this.phones.set(msisdn, {
        msisdn,
        behaviour: spec.behaviour,
        balance: spec.balance ?? this.options.defaultBalance,
        wrongPins: 0,
      });
    }
  }

  phone(msisdn: string): PhoneState {
    let phone = this.phones.get(msisdn);
    if (phone === undefined) {
      phone = { msisdn, behaviour: 'manual', balance: this.options.defaultBalance, wrongPins: 0 };
      this.phones.set(msisdn, phone);
    }
    return phone;
  }

  listPhones(): PhoneState[] {
    return [...this.phones.values()].map((p) => ({ ...p }));
  }

  setPhone(msisdn: string, changes: { behaviour?: PhoneBehaviour; balance?: number }): PhoneState {
    const phone = this.phone(msisdn);
    if (changes.behaviour !== undefined) phone.behaviour = changes.behaviour;
    if (changes.balance !== undefined) phone.balance = changes.balance;
    this.log({ kind: 'event', message: `phone ${msisdn} set to ${phone.behaviour}, balance ${phone.balance}` });
    return { ...phone };
  }

  // ---- prompts ------------------------------------------------------------------------------

  getPrompt(id: string): Prompt | undefined {
    return this.prompts.get(id);
  }

  listPrompts(filter: { state?: 'open' | 'done'; msisdn?: string } = {}): Prompt[] {
    return [...this.prompts.values()]
      .filter((p) => (filter.state === undefined || p.state === filter.state) && (filter.msisdn === undefined || p.msisdn === filter.msisdn))
      .map((p) => ({ ...p }));
  }

  /** What the phone screen shows: open prompts that reached the phone and were not dismissed. */
  visiblePrompts(msisdn?: string): Prompt[] {
    return this.listPrompts({ state: 'open', msisdn }).filter((p) => p.shownOnPhone && !p.ignored);
  }

  private phoneIsBusy(msisdn: string): boolean {
    for (const p of this.prompts.values()) if (p.msisdn === msisdn && p.state === 'open' && p.shownOnPhone) return true;
    return false;
  }

  /** An accepted STK push. Decides how it will end and schedules that end. */
  accept(request: PushRequest, typeMatchesPartyB: boolean): Prompt {
    const now = new Date();
    this.pushSequence += 1;
    let checkoutRequestId = newCheckoutRequestId(now, request.msisdn, this.pushSequence);
    while (this.prompts.has(checkoutRequestId)) {
      this.pushSequence += 1;
      checkoutRequestId = newCheckoutRequestId(now, request.msisdn, this.pushSequence);
    }
    const prompt: Prompt = {
      ...request,
      checkoutRequestId,
      merchantRequestId: newMerchantRequestId(),
      createdAt: now.toISOString(),
      shownOnPhone: false,
      ignored: false,
      state: 'open',
      callbacksSent: 0,
    };
    this.prompts.set(checkoutRequestId, prompt);
    const id = checkoutRequestId;

    if (!typeMatchesPartyB) {
      // Accepted with ResponseCode 0, then fails about a second later with no prompt on the phone.
      this.later(this.knobs.rejectDelayMs, () => this.finish(id, 2029, 'sandbox'), id);
      return { ...prompt };
    }
    if (this.phoneIsBusy(request.msisdn)) {
      this.later(this.knobs.rejectDelayMs, () => this.finish(id, 1001, 'sandbox'), id);
      return { ...prompt };
    }
    prompt.shownOnPhone = true;
    const phone = this.phone(request.msisdn);
    switch (phone.behaviour) {
      case 'approve':
        this.later(this.knobs.approveDelayMs, () => this.approve(id, 'test-number'), id);
        break;
      case 'cancel':
        this.later(this.knobs.approveDelayMs, () => this.finish(id, 1032, 'test-number'), id);
        break;
      case 'wrong-pin':
        this.later(
          this.knobs.approveDelayMs,
          () => {
            phone.wrongPins += 1;
            this.finish(id, 2001, 'test-number');
          },
          id,
        );
        break;
      case 'no-answer':
      case 'manual':
        break;
    }
    this.later(this.knobs.noAnswerTimeoutMs, () => this.finish(id, 1037, 'timeout'), id);
    return { ...prompt };
  }

  private openPrompt(id: string, mustBeOnScreen: boolean): { ok: true; prompt: Prompt } | { ok: false; status: 404 | 409; error: string } {
    const prompt = this.prompts.get(id);
    if (prompt === undefined) return { ok: false, status: 404, error: 'no such prompt' };
    if (prompt.state !== 'open') return { ok: false, status: 409, error: `prompt already ended with ${prompt.resultCode}` };
    if (mustBeOnScreen && (!prompt.shownOnPhone || prompt.ignored)) {
      return { ok: false, status: 409, error: 'prompt is not on the phone screen' };
    }
    return { ok: true, prompt };
  }

  /** The farmer typed a PIN. A wrong PIN ends the prompt at once with 2001, as an STK prompt does. */
  enterPin(id: string, pin: string): ActionResult {
    const found = this.openPrompt(id, true);
    if (!found.ok) return found;
    if (pin === this.options.pin) return this.approve(id, 'phone');
    this.phone(found.prompt.msisdn).wrongPins += 1;
    return this.finish(id, 2001, 'phone');
  }

  cancel(id: string): ActionResult {
    const found = this.openPrompt(id, true);
    if (!found.ok) return found;
    return this.finish(id, 1032, 'phone');
  }

  /** The farmer ignored the prompt: it leaves the screen, and 1037 follows at the no-answer timeout. */
  ignore(id: string): ActionResult {
    const found = this.openPrompt(id, true);
    if (!found.ok) return found;
    found.prompt.ignored = true;
    this.log({ kind: 'event', message: `prompt ${id} ignored on the phone` });
    return { ok: true, prompt: { ...found.prompt } };
  }

  /** Control API: end an open prompt with any result code, bypassing PIN and balance. */
  resolve(id: string, code: number, desc?: string): ActionResult {
    const found = this.openPrompt(id, false);
    if (!found.ok) return found;
    return this.finish(id, code, 'control', desc);
  }

  private approve(id: string, by: ResolvedBy): ActionResult {
    const prompt = this.prompts.get(id);
    if (prompt === undefined) return { ok: false, status: 404, error: 'no such prompt' };
    const phone = this.phone(prompt.msisdn);
    if (phone.balance < prompt.amount) return this.finish(id, 1, by);
    phone.balance -= prompt.amount;
    return this.finish(id, 0, by);
  }

  private finish(id: string, code: number, by: ResolvedBy, desc?: string): ActionResult {
    const found = this.openPrompt(id, false);
    if (!found.ok) return found;
    const prompt = found.prompt;
    this.clearPromptTimers(id);
    const now = new Date();
    prompt.state = 'done';
    prompt.resultCode = code;
    prompt.resultDesc = desc ?? resultDesc(code, 'callback');
    prompt.resolvedAt = now.toISOString();
    prompt.resolvedBy = by;
    if (code === 0) {
      prompt.receipt = newReceipt();
      prompt.transactionDate = nairobiTimestamp(now);
    }
    this.log({ kind: 'event', message: `prompt ${id} ended with ${code} (${by})` });
    this.scheduleCallback(prompt);
    if (code === 0 && this.knobs.stkAlsoConfirmsC2b) this.confirmStkAsC2b(prompt);
    return { ok: true, prompt: { ...prompt } };
  }

  // ---- callbacks ----------------------------------------------------------------------------

  /** The STK callback body exactly as Safaricom shapes it; the text form writes Amount as `1250.0`. */
  callbackBody(prompt: Prompt): { json: unknown; text: string } {
    const base = {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: prompt.resultCode ?? 0,
      ResultDesc: prompt.resultDesc ?? '',
    };
    if (prompt.resultCode !== 0) {
      const json = { Body: { stkCallback: base } };
      return { json, text: JSON.stringify(json) };
    }
    const json = {
      Body: {
        stkCallback: {
          ...base,
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: prompt.amount },
              { Name: 'MpesaReceiptNumber', Value: prompt.receipt ?? '' },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: Number(prompt.transactionDate) },
              { Name: 'PhoneNumber', Value: Number(prompt.msisdn) },
            ],
          },
        },
      },
    };
    const text = JSON.stringify(json).replace(`{"Name":"Amount","Value":${prompt.amount}}`, `{"Name":"Amount","Value":${prompt.amount}.0}`);
    return { json, text };
  }

  private scheduleCallback(prompt: Prompt): void {
    const { json, text } = this.callbackBody(prompt);
    const id = prompt.checkoutRequestId;
    if (this.knobs.callbackMode === 'drop') {
      this.log({ kind: 'callback', id, url: prompt.callbackUrl, body: json, outcome: 'dropped' });
      return;
    }
    const headers = { Businessshortcode: prompt.businessShortCode };
    const send = (delivery: number) => () => {
      prompt.callbacksSent += 1;
      this.deliver('callback', id, prompt.callbackUrl, json, text, headers, delivery);
    };
    this.later(this.knobs.callbackDelayMs, send(1));
    if (this.knobs.callbackMode === 'twice') {
      this.later(this.knobs.callbackDelayMs + this.knobs.duplicateCallbackGapMs, send(2));
    }
  }

  /** One POST, never retried (Safaricom does not retry either); the outcome goes to the log. */
  private deliver(
    kind: 'callback' | 'c2b-confirmation' | 'c2b-validation',
    id: string,
    url: string,
    json: unknown,
    text: string,
    headers: Record<string, string>,
    delivery = 1,
    onAnswer?: (status: number, body: unknown) => void,
  ): void {
    if (this.closed) return;
    const generation = this.generation;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.deliveryTimeoutMs);
    this.deliveries.add(controller);
    const task = (async () => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
          body: text,
          signal: controller.signal,
        });
        const answer = await response.text();
        if (generation !== this.generation) return;
        this.log({ kind, id, url, body: json, outcome: 'delivered', status: response.status, delivery });
        if (onAnswer !== undefined && !this.closed) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(answer);
          } catch {
            parsed = undefined;
          }
          onAnswer(response.status, parsed);
        }
      } catch (error) {
        if (generation !== this.generation) return;
        const message = controller.signal.aborted ? 'aborted or timed out' : error instanceof Error ? `${error.message}${causeText(error)}` : String(error);
        this.log({ kind, id, url, body: json, outcome: 'failed', error: message, delivery });
      } finally {
        clearTimeout(timer);
        this.deliveries.delete(controller);
      }
    })();
    this.pendingDeliveries.add(task);
    void task.finally(() => this.pendingDeliveries.delete(task));
  }

  // ---- C2B ----------------------------------------------------------------------------------

  registration(shortCode: string): C2bRegistrationState | undefined {
    return this.registrations.get(shortCode);
  }

  register(state: Omit<C2bRegistrationState, 'registeredAt'>): { conversationId: string } {
    this.registrations.set(state.shortCode, { ...state, registeredAt: new Date().toISOString() });
    return { conversationId: newConversationId() };
  }

  listRegistrations(): C2bRegistrationState[] {
    return [...this.registrations.values()];
  }

  private c2bPayload(p: { transId: string; commandId: string; amount: number; shortCode: string; billRef: string; msisdn: string }) {
    const msisdn =
      this.knobs.c2bMsisdnFormat === 'plain'
        ? p.msisdn
        : this.knobs.c2bMsisdnFormat === 'hashed'
          ? createHash('sha256').update(p.msisdn).digest('hex')
          : `${p.msisdn.slice(0, 5)}****${p.msisdn.slice(-3)}`;
    return {
      TransactionType: p.commandId === 'CustomerBuyGoodsOnline' ? 'Buy Goods' : 'Pay Bill',
      TransID: p.transId,
      TransTime: nairobiTimestamp(new Date()),
      TransAmount: p.amount.toFixed(2),
      BusinessShortCode: p.shortCode,
      BillRefNumber: p.billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: msisdn,
      FirstName: 'Sandbox',
      MiddleName: '',
      LastName: 'Farmer',
    };
  }

  /** A Paybill/Till payment made from the M-Pesa menu: optional validation, then the confirmation. */
  simulateC2b(p: { commandId: string; amount: number; shortCode: string; billRef: string; msisdn: string }): void {
    const registration = this.registrations.get(p.shortCode);
    if (registration === undefined) return;
    const payload = this.c2bPayload({ ...p, transId: newReceipt() });
    const text = JSON.stringify(payload);
    const id = payload.TransID;
    const confirm = () => {
      const phone = this.phone(p.msisdn);
      if (phone.balance < p.amount) {
        this.log({ kind: 'c2b-confirmation', id, url: registration.confirmationUrl, body: payload, outcome: 'skipped', error: 'payer balance too low' });
        return;
      }
      phone.balance -= p.amount;
      this.later(this.knobs.callbackDelayMs, () => this.deliver('c2b-confirmation', id, registration.confirmationUrl, payload, text, {}));
    };
    if (!this.knobs.c2bValidation) {
      confirm();
      return;
    }
    this.deliver('c2b-validation', id, registration.validationUrl, payload, text, {}, 1, (status, body) => {
      const code = isObject(body) ? String(body.ResultCode ?? '') : '';
      if (status === 200 && code === '0') confirm();
      else this.log({ kind: 'event', message: `C2B ${id} rejected by the validation URL (${code || status})` });
    });
  }

  private confirmStkAsC2b(prompt: Prompt): void {
    const registration = this.registrations.get(prompt.businessShortCode);
    if (registration === undefined || prompt.receipt === undefined) return;
    const payload = this.c2bPayload({
      transId: prompt.receipt,
      commandId: prompt.transactionType,
      amount: prompt.amount,
      shortCode: prompt.businessShortCode,
      billRef: prompt.accountReference,
      msisdn: prompt.msisdn,
    });
    this.later(this.knobs.callbackDelayMs, () =>
      this.deliver('c2b-confirmation', prompt.receipt ?? '', registration.confirmationUrl, payload, JSON.stringify(payload), {}),
    );
  }

  // ---- reset --------------------------------------------------------------------------------

  /** Back to a fresh start, except issued tokens (clients cache them; use expireTokens for that). */
  reset(): void {
    this.generation += 1;
    for (const controller of this.deliveries) controller.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.promptTimers.clear();
    this.prompts.clear();
    this.registrations.clear();
    this.entries = [];
    this.knobs = { ...this.initialKnobs };
    this.seedPhones();
    this.log({ kind: 'event', message: 'sandbox reset' });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function causeText(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return ` (${typeof code === 'string' ? code : cause.message})`;
  }
  return '';
}

export function pickKnobs(source: SandboxKnobs): SandboxKnobs {
  const knobs = { ...DEFAULT_KNOBS };
  for (const key of Object.keys(DEFAULT_KNOBS) as (keyof SandboxKnobs)[]) {
    (knobs as Record<keyof SandboxKnobs, unknown>)[key] = source[key];
  }
  return knobs;
}
