import { z } from 'zod';
import { MAX_TOPUP_KES } from '../wallet-rules';
import { specPhoneSchema } from './payment';

/** POST /wallet/topup: whole shillings; the limits themselves are checked by lib/wallet-rules. */
export const topupSchema = z.object({
  phone: specPhoneSchema,
  amount: z
    .number()
    .finite()
    .positive('Please enter an amount')
    .max(MAX_TOPUP_KES * 10),
});

export const walletPaySchema = z.object({
  orderId: z.uuid('Order not found'),
  /** The part the page showed (a booking's deposit or balance): a second tap never pays the next one. */
  part: z.enum(['full', 'deposit', 'balance']).optional(),
});

export const redeemSchema = z.object({
  points: z.number().int('Points are whole numbers').positive('Please choose how many points'),
  /** Makes a repeated tap harmless: the same request id redeems once. */
  requestId: z.uuid().optional(),
});

export const statementPageSchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
