import 'server-only';
import { z } from 'zod';
import { fromDarajaMsisdn } from '@/lib/phone';
import { text, token } from '@/lib/schemas/text';
import { parseDarajaTimestamp } from './nairobi-time';
import { describeZodError, jsonInput, numberLike, optionalText, textLike, type ParseResult } from './wire';

export interface C2bConfirmation {
  /** "Pay Bill" or "Buy Goods" as Safaricom words it. */
  transactionType: string;
  /** The M-Pesa receipt: the same value as MpesaReceiptNumber when an STK payment also arrives here. */
  transId: string;
  transTime: Date | null;
  amount: number;
  businessShortCode: string;
  /** The account number the customer typed (the order reference, if they typed it right). */
  billRefNumber: string;
  invoiceNumber: string;
  orgAccountBalance: string;
  thirdPartyTransId: string;
  /** As sent: Safaricom masks (`25470****149`) or hashes it, so never match payments on it. */
  msisdn: string;
  /** `+254…` only when the MSISDN came in clear. */
  phone: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
}

const confirmationSchema = z.object({
  TransactionType: text({ max: 100 }).optional().default(''),
  TransID: token(40),
  TransTime: textLike,
  TransAmount: numberLike.pipe(z.number().positive()),
  BusinessShortCode: textLike,
  BillRefNumber: optionalText,
  InvoiceNumber: optionalText,
  OrgAccountBalance: optionalText,
  ThirdPartyTransID: optionalText,
  MSISDN: textLike,
  FirstName: optionalText,
  MiddleName: optionalText,
  LastName: optionalText,
});

/** Reads a C2B confirmation (the Paybill fallback). Terminal and never retried by Safaricom. */
export function parseC2bConfirmation(body: unknown): ParseResult<C2bConfirmation> {
  const parsed = confirmationSchema.safeParse(jsonInput(body));
  if (!parsed.success) return { ok: false, error: describeZodError(parsed.error) };
  const c = parsed.data;
  return {
    ok: true,
    value: {
      transactionType: c.TransactionType,
      transId: c.TransID.toUpperCase(),
      transTime: parseDarajaTimestamp(c.TransTime),
      amount: c.TransAmount,
      businessShortCode: c.BusinessShortCode,
      billRefNumber: c.BillRefNumber.trim(),
      invoiceNumber: c.InvoiceNumber,
      orgAccountBalance: c.OrgAccountBalance,
      thirdPartyTransId: c.ThirdPartyTransID,
      msisdn: c.MSISDN,
      phone: fromDarajaMsisdn(c.MSISDN),
      firstName: c.FirstName,
      middleName: c.MiddleName,
      lastName: c.LastName,
    },
  };
}
