import { z } from 'zod';
import { text } from './text';

/**
 * One step of a USSD session as Africa's Talking POSTs it (form-encoded): who called, what they
 * dialled and every answer so far joined by `*`. Everything is checked; the phone must be Kenyan.
 */
export const ussdStepSchema = z.object({
  sessionId: text({ max: 100 }).regex(/^[A-Za-z0-9_.:-]+$/),
  serviceCode: text({ max: 30 }).regex(/^[*#0-9]{2,}$/),
  phoneNumber: text({ max: 13 }).regex(/^\+254\d{9}$/),
  networkCode: text({ max: 10 }).regex(/^\d*$/).optional(),
  // Any length the gateway sends: the route ends an overlong session kindly, never as unreadable.
  text: text({ max: 64 * 1024 }).default(''),
});

export type UssdStep = z.output<typeof ussdStepSchema>;
