import { C2bPayments } from './c2b';
import type { ActionResult, C2bRegistrationState, EngineContext, LogEntry, NewLogEntry, PhoneState, Prompt, PushRequest } from './engine-types';
import { DEFAULT_KNOBS, type PhoneBehaviour, type SandboxKnobs, type SandboxOptions } from './options';
import { Phones } from './phones';
import { SandboxLog } from './sandbox-log';
import { Scheduler } from './scheduler';
import { StkPrompts, stkCallbackBody } from './stk';
import { Tokens } from './tokens';

export type { ActionResult, C2bRegistrationState, LogEntry, PhoneState, Prompt, PushRequest, ResolvedBy } from './engine-types';

// The sandbox's memory: tokens, phones, prompts, C2B registrations and the log. Everything that happens
// later (a hands-free answer, a timeout, a callback) runs on a timer this engine owns, so close() can
// stop all of it and jest exits cleanly. The engine is the one object the server and tests hold; each
// part lives in its own file (tokens, phones, stk, c2b, sandbox-log, scheduler) and gets the others
// through the EngineContext built here.

export class SandboxEngine {
  readonly options: SandboxOptions;
  knobs: SandboxKnobs;
  private readonly initialKnobs: SandboxKnobs;
  private readonly journal: SandboxLog;
  private readonly scheduler: Scheduler;
  private readonly phones: Phones;
  private readonly tokens: Tokens;
  private readonly stk: StkPrompts;
  private readonly c2b: C2bPayments;

  constructor(options: SandboxOptions) {
    this.options = options;
    this.initialKnobs = pickKnobs(options);
    this.knobs = { ...this.initialKnobs };
    this.journal = new SandboxLog(options);
    const log = (entry: NewLogEntry) => this.log(entry);
    this.scheduler = new Scheduler(options, log);
    this.phones = new Phones(options, log);
    const ctx: EngineContext = {
      options,
      knobs: () => this.knobs,
      log,
      phone: (msisdn) => this.phones.get(msisdn),
      later: (ms, fn, promptId) => this.scheduler.later(ms, fn, promptId),
      clearPromptTimers: (promptId) => this.scheduler.clearPromptTimers(promptId),
      deliver: (...args) => this.scheduler.deliver(...args),
    };
    this.tokens = new Tokens(ctx);
    this.c2b = new C2bPayments(ctx);
    this.stk = new StkPrompts(ctx, (prompt) => this.c2b.confirmStk(prompt));
  }

  /** Stops every timer and in-flight delivery; waits for deliveries to notice. */
  close(): Promise<void> {
    return this.scheduler.close();
  }

  // ---- log ----------------------------------------------------------------------------------

  log(entry: NewLogEntry): void {
    this.journal.add(entry);
  }

  logEntries(since = 0, kind?: string): LogEntry[] {
    return this.journal.list(since, kind);
  }

  // ---- tokens and rate limit ----------------------------------------------------------------

  issueToken(): { token: string; expiresInSeconds: number } {
    return this.tokens.issue();
  }

  tokenIsValid(token: string): boolean {
    return this.tokens.isValid(token);
  }

  expireTokens(): number {
    return this.tokens.expireAll();
  }

  /** Daraja's spike arrest: true when this request is one too many for the current second. */
  overRateLimit(): boolean {
    return this.tokens.overRateLimit();
  }

  // ---- phones -------------------------------------------------------------------------------

  phone(msisdn: string): PhoneState {
    return this.phones.get(msisdn);
  }

  listPhones(): PhoneState[] {
    return this.phones.list();
  }

  setPhone(msisdn: string, changes: { behaviour?: PhoneBehaviour; balance?: number }): PhoneState {
    return this.phones.set(msisdn, changes);
  }

  // ---- STK prompts --------------------------------------------------------------------------

  getPrompt(id: string): Prompt | undefined {
    return this.stk.get(id);
  }

  listPrompts(filter: { state?: 'open' | 'done'; msisdn?: string } = {}): Prompt[] {
    return this.stk.list(filter);
  }

  /** What the phone screen shows: open prompts that reached the phone and were not dismissed. */
  visiblePrompts(msisdn?: string): Prompt[] {
    return this.stk.visible(msisdn);
  }

  /** An accepted STK push. Decides how it will end and schedules that end. */
  accept(request: PushRequest, typeMatchesPartyB: boolean): Prompt {
    return this.stk.accept(request, typeMatchesPartyB);
  }

  /** The farmer typed a PIN. A wrong PIN ends the prompt at once with 2001, as an STK prompt does. */
  enterPin(id: string, pin: string): ActionResult {
    return this.stk.enterPin(id, pin);
  }

  cancel(id: string): ActionResult {
    return this.stk.cancel(id);
  }

  /** The farmer ignored the prompt: it leaves the screen, and 1037 follows at the no-answer timeout. */
  ignore(id: string): ActionResult {
    return this.stk.ignore(id);
  }

  /** Control API: end an open prompt with any result code, bypassing PIN and balance. */
  resolve(id: string, code: number, desc?: string): ActionResult {
    return this.stk.resolve(id, code, desc);
  }

  /** The STK callback body exactly as Safaricom shapes it; the text form writes Amount as `1250.0`. */
  callbackBody(prompt: Prompt): { json: unknown; text: string } {
    return stkCallbackBody(prompt);
  }

  // ---- C2B ----------------------------------------------------------------------------------

  registration(shortCode: string): C2bRegistrationState | undefined {
    return this.c2b.get(shortCode);
  }

  register(state: Omit<C2bRegistrationState, 'registeredAt'>): { conversationId: string } {
    return this.c2b.register(state);
  }

  listRegistrations(): C2bRegistrationState[] {
    return this.c2b.list();
  }

  /** A Paybill/Till payment made from the M-Pesa menu: optional validation, then the confirmation. */
  simulateC2b(p: { commandId: string; amount: number; shortCode: string; billRef: string; msisdn: string }): void {
    this.c2b.simulate(p);
  }

  // ---- reset --------------------------------------------------------------------------------

  /** Back to a fresh start, except issued tokens (clients cache them; use expireTokens for that). */
  reset(): void {
    this.scheduler.reset();
    this.stk.clear();
    this.c2b.clear();
    this.journal.clear();
    this.knobs = { ...this.initialKnobs };
    this.phones.seed();
    this.log({ kind: 'event', message: 'sandbox reset' });
  }
}

export function pickKnobs(source: SandboxKnobs): SandboxKnobs {
  const knobs = { ...DEFAULT_KNOBS };
  for (const key of Object.keys(DEFAULT_KNOBS) as (keyof SandboxKnobs)[]) {
    (knobs as Record<keyof SandboxKnobs, unknown>)[key] = source[key];
  }
  return knobs;
}
