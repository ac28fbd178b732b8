import { createHash } from 'node:crypto';
import type { Prompt } from './engine-types';
import { nairobiTimestamp } from './nairobi-time';
import type { C2bMsisdnFormat } from './options';

// The bodies the sandbox sends, shaped exactly as Safaricom shapes them.

/** The STK callback body; the text form writes Amount as `1250.0`. */
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

/** A C2B payment as the M-Pesa menu makes it, before it is shaped for the shop's URLs. */
export interface C2bPayment {
  transId: string;
  commandId: string;
  amount: number;
  shortCode: string;
  billRef: string;
  msisdn: string;
}

/** The C2B validation and confirmation body; the payer's number masked, hashed or plain as the knob says. */
export function c2bPayload(p: C2bPayment, format: C2bMsisdnFormat) {
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
