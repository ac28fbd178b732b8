import { createHash } from 'node:crypto';
import type { C2bRegistrationState, EngineContext, Prompt } from './engine-types';
import { newConversationId, newReceipt } from './ids';
import { nairobiTimestamp } from './nairobi-time';

/** C2B: the registered URLs per shortcode, and Paybill/Till payments made from the M-Pesa menu. */
export class C2bPayments {
  private readonly registrations = new Map<string, C2bRegistrationState>();

  constructor(private readonly ctx: EngineContext) {}

  get(shortCode: string): C2bRegistrationState | undefined {
    return this.registrations.get(shortCode);
  }

  register(state: Omit<C2bRegistrationState, 'registeredAt'>): { conversationId: string } {
    this.registrations.set(state.shortCode, { ...state, registeredAt: new Date().toISOString() });
    return { conversationId: newConversationId() };
  }

  list(): C2bRegistrationState[] {
    return [...this.registrations.values()];
  }

  clear(): void {
    this.registrations.clear();
  }

  private payload(p: { transId: string; commandId: string; amount: number; shortCode: string; billRef: string; msisdn: string }) {
    const format = this.ctx.knobs().c2bMsisdnFormat;
    const msisdn =
      format === 'plain'
        ? p.msisdn
        : format === 'hashed'
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
  simulate(p: { commandId: string; amount: number; shortCode: string; billRef: string; msisdn: string }): void {
    const registration = this.registrations.get(p.shortCode);
    if (registration === undefined) return;
    const payload = this.payload({ ...p, transId: newReceipt() });
    const text = JSON.stringify(payload);
    const id = payload.TransID;
    const confirm = () => {
      const phone = this.ctx.phone(p.msisdn);
      if (phone.balance < p.amount) {
        this.ctx.log({ kind: 'c2b-confirmation', id, url: registration.confirmationUrl, body: payload, outcome: 'skipped', error: 'payer balance too low' });
        return;
      }
      phone.balance -= p.amount;
      this.ctx.later(this.ctx.knobs().callbackDelayMs, () => this.ctx.deliver('c2b-confirmation', id, registration.confirmationUrl, payload, text, {}));
    };
    if (!this.ctx.knobs().c2bValidation) {
      confirm();
      return;
    }
    this.ctx.deliver('c2b-validation', id, registration.validationUrl, payload, text, {}, 1, (status, body) => {
      const code = isObject(body) ? String(body.ResultCode ?? '') : '';
      if (status === 200 && code === '0') confirm();
      else this.ctx.log({ kind: 'event', message: `C2B ${id} rejected by the validation URL (${code || status})` });
    });
  }

  /** The confirmation Safaricom also sends for a paid STK push when C2B URLs are registered. */
  confirmStk(prompt: Prompt): void {
    const registration = this.registrations.get(prompt.businessShortCode);
    if (registration === undefined || prompt.receipt === undefined) return;
    const payload = this.payload({
      transId: prompt.receipt,
      commandId: prompt.transactionType,
      amount: prompt.amount,
      shortCode: prompt.businessShortCode,
      billRef: prompt.accountReference,
      msisdn: prompt.msisdn,
    });
    this.ctx.later(this.ctx.knobs().callbackDelayMs, () =>
      this.ctx.deliver('c2b-confirmation', prompt.receipt ?? '', registration.confirmationUrl, payload, JSON.stringify(payload), {}),
    );
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
