import type { ActionResult, EngineContext, Prompt, PushRequest, ResolvedBy } from './engine-types';
import { newCheckoutRequestId, newMerchantRequestId, newReceipt } from './ids';
import { nairobiTimestamp } from './nairobi-time';
import { resultDesc } from './result-codes';

/**
 * STK pushes: each accepted push becomes a prompt that ends once, by the phone, a hands-free test
 * number, the no-answer timeout or the control API, and its end sends the callback.
 */
export class StkPrompts {
  private readonly prompts = new Map<string, Prompt>();
  private pushSequence = 0;

  /** confirmAsC2b: the C2B confirmation Safaricom also sends for a paid push (the stkAlsoConfirmsC2b knob). */
  constructor(
    private readonly ctx: EngineContext,
    private readonly confirmAsC2b: (prompt: Prompt) => void,
  ) {}

  get(id: string): Prompt | undefined {
    return this.prompts.get(id);
  }

  list(filter: { state?: 'open' | 'done'; msisdn?: string } = {}): Prompt[] {
    return [...this.prompts.values()]
      .filter((p) => (filter.state === undefined || p.state === filter.state) && (filter.msisdn === undefined || p.msisdn === filter.msisdn))
      .map((p) => ({ ...p }));
  }

  /** What the phone screen shows: open prompts that reached the phone and were not dismissed. */
  visible(msisdn?: string): Prompt[] {
    return this.list({ state: 'open', msisdn }).filter((p) => p.shownOnPhone && !p.ignored);
  }

  clear(): void {
    this.prompts.clear();
  }

  private phoneIsBusy(msisdn: string): boolean {
    for (const p of this.prompts.values()) if (p.msisdn === msisdn && p.state === 'open' && p.shownOnPhone) return true;
    return false;
  }

  /** An accepted STK push. Decides how it will end and schedules that end. */
  accept(request: PushRequest, typeMatchesPartyB: boolean): Prompt {
    const knobs = this.ctx.knobs();
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
      this.ctx.later(knobs.rejectDelayMs, () => this.finish(id, 2029, 'sandbox'), id);
      return { ...prompt };
    }
    if (this.phoneIsBusy(request.msisdn)) {
      this.ctx.later(knobs.rejectDelayMs, () => this.finish(id, 1001, 'sandbox'), id);
      return { ...prompt };
    }
    prompt.shownOnPhone = true;
    const phone = this.ctx.phone(request.msisdn);
    switch (phone.behaviour) {
      case 'approve':
        this.ctx.later(knobs.approveDelayMs, () => this.approve(id, 'test-number'), id);
        break;
      case 'cancel':
        this.ctx.later(knobs.approveDelayMs, () => this.finish(id, 1032, 'test-number'), id);
        break;
      case 'wrong-pin':
        this.ctx.later(
          knobs.approveDelayMs,
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
    this.ctx.later(knobs.noAnswerTimeoutMs, () => this.finish(id, 1037, 'timeout'), id);
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
    if (pin === this.ctx.options.pin) return this.approve(id, 'phone');
    this.ctx.phone(found.prompt.msisdn).wrongPins += 1;
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
    this.ctx.log({ kind: 'event', message: `prompt ${id} ignored on the phone` });
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
    const phone = this.ctx.phone(prompt.msisdn);
    if (phone.balance < prompt.amount) return this.finish(id, 1, by);
    phone.balance -= prompt.amount;
    return this.finish(id, 0, by);
  }

  private finish(id: string, code: number, by: ResolvedBy, desc?: string): ActionResult {
    const found = this.openPrompt(id, false);
    if (!found.ok) return found;
    const prompt = found.prompt;
    this.ctx.clearPromptTimers(id);
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
    this.ctx.log({ kind: 'event', message: `prompt ${id} ended with ${code} (${by})` });
    this.scheduleCallback(prompt);
    if (code === 0 && this.ctx.knobs().stkAlsoConfirmsC2b) this.confirmAsC2b(prompt);
    return { ok: true, prompt: { ...prompt } };
  }

  private scheduleCallback(prompt: Prompt): void {
    const knobs = this.ctx.knobs();
    const { json, text } = stkCallbackBody(prompt);
    const id = prompt.checkoutRequestId;
    if (knobs.callbackMode === 'drop') {
      this.ctx.log({ kind: 'callback', id, url: prompt.callbackUrl, body: json, outcome: 'dropped' });
      return;
    }
    const headers = { Businessshortcode: prompt.businessShortCode };
    const send = (delivery: number) => () => {
      prompt.callbacksSent += 1;
      this.ctx.deliver('callback', id, prompt.callbackUrl, json, text, headers, delivery);
    };
    this.ctx.later(knobs.callbackDelayMs, send(1));
    if (knobs.callbackMode === 'twice') {
      this.ctx.later(knobs.callbackDelayMs + knobs.duplicateCallbackGapMs, send(2));
    }
  }
}

/** The STK callback body exactly as Safaricom shapes it; the text form writes Amount as `1250.0`. */
export function stkCallbackBody(prompt: Prompt): { json: unknown; text: string } {
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
