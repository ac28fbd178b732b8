import 'server-only';
import { z } from 'zod';
import { fromDarajaMsisdn } from '@/lib/phone';
import { text, token } from '@/lib/schemas/text';
import { mpesaResultMessage } from '@/lib/messages/mpesa';
import type { StkCallbackResult } from './gateway';
import { parseDarajaTimestamp } from './nairobi-time';
import { describeZodError, integerLike, jsonInput, numberLike, textLike, type ParseResult } from './wire';

// Items are looked up by Name, never by position, and Balance arrives without a Value.
const item = z.object({ Name: text({ max: 100 }), Value: z.union([text({ max: 1000 }), z.number()]).nullish() });

const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: textLike,
      CheckoutRequestID: token(200),
      ResultCode: integerLike,
      ResultDesc: text({ max: 1000 }).optional().default(''),
      // Omitted entirely whenever ResultCode is not 0.
      CallbackMetadata: z.object({ Item: z.union([z.array(item), item.transform((one) => [one])]) }).nullish(),
    }),
  }),
});

type Item = z.infer<typeof item>;

function itemValue(items: readonly Item[], name: string): string | number | undefined {
  const wanted = name.toLowerCase();
  const found = items.find((i) => i.Name.toLowerCase() === wanted);
  return found?.Value ?? undefined;
}

/**
 * Reads the body Daraja POSTs to the CallBackURL. The body is untrusted (Daraja signs nothing): the caller
 * checks the amount and phone against its own attempt record and keys the money on the receipt.
 */
export function parseStkCallback(body: unknown): ParseResult<StkCallbackResult> {
  const parsed = callbackSchema.safeParse(jsonInput(body));
  if (!parsed.success) return { ok: false, error: describeZodError(parsed.error) };
  const cb = parsed.data.Body.stkCallback;
  const ids = { merchantRequestId: cb.MerchantRequestID, checkoutRequestId: cb.CheckoutRequestID };

  if (cb.ResultCode !== 0) {
    return {
      ok: true,
      value: {
        status: 'failed',
        ...ids,
        resultCode: cb.ResultCode,
        resultDesc: cb.ResultDesc,
        message: mpesaResultMessage(cb.ResultCode),
      },
    };
  }

  const items = cb.CallbackMetadata?.Item ?? [];
  const receipt = itemValue(items, 'MpesaReceiptNumber');
  if (typeof receipt !== 'string' || !/^[A-Z0-9]{6,20}$/i.test(receipt.trim())) {
    return { ok: false, error: 'ResultCode 0 without a valid MpesaReceiptNumber' };
  }
  const amount = numberLike.safeParse(itemValue(items, 'Amount'));
  if (!amount.success || amount.data <= 0) return { ok: false, error: 'ResultCode 0 without a valid Amount' };
  const rawPhone = itemValue(items, 'PhoneNumber');
  const rawDate = itemValue(items, 'TransactionDate');

  return {
    ok: true,
    value: {
      status: 'paid',
      ...ids,
      resultCode: 0,
      resultDesc: cb.ResultDesc,
      receipt: receipt.trim().toUpperCase(),
      amount: amount.data,
      phone: rawPhone === undefined ? null : fromDarajaMsisdn(rawPhone),
      transactionDate: rawDate === undefined ? null : parseDarajaTimestamp(rawDate),
    },
  };
}
