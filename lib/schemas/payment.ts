import { z } from 'zod';
import { checkout } from '../messages/checkout';
import { normalizeSpecPhone } from '../phone';
import { INVALID_PHONE_MESSAGE } from './profile';
import { text, token } from './text';

/** Any phone the spec's rule accepts, normalised to `+254…`. */
export const specPhoneSchema = text({ max: 20, tooLong: INVALID_PHONE_MESSAGE }).transform((v, ctx) => {
  const phone = normalizeSpecPhone(v);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: v.trim() === '' ? checkout.enterPhone : INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

/** POST /mpesaDeposit: the spec's {phone, amount, orderId, userId}; amount is KES. */
export const mpesaDepositSchema = z.object({
  phone: specPhoneSchema,
  amount: z.number().finite().positive('Please enter an amount').max(1_000_000),
  orderId: z.uuid('Order not found'),
  userId: token(128).optional(),
});

/** POST /mpesa/stkPush: send (again) the prompt for an order. */
export const stkPushSchema = z.object({
  orderId: z.uuid('Order not found'),
  phone: specPhoneSchema,
  /** The part the page showed: refused as paid when it is no longer owed, and its money pays only it. */
  part: z.enum(['full', 'deposit', 'balance']).optional(),
});

export const validatePaymentSchema = z.object({
  checkoutRequestId: token(100),
});
