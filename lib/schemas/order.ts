import { z } from 'zod';
import { KENYAN_COUNTIES } from '../counties';
import { checkout } from '../messages/checkout';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../orders';
import { text, token } from './text';
import { PAYMENT_PLANS } from '../booking';
import { calendarDayField } from './day';

const SPEC_PHONE = /^\+254\d{9}$/;
export const CHOOSE_PLANTING_DATE = 'Please choose a planting date (YYYY-MM-DD)';
/**
 * A booking's planting date: a real calendar date here; the booking's service reads it with
 * the one parser against today, refusing a past day or one over 120 days ahead in both languages.
 */
const plantingDate = calendarDayField(CHOOSE_PLANTING_DATE);
const kes = z.number().finite().nonnegative().max(10_000_000);

/** One line as the checkout sends it (spec section 3): id, name, price (KES), quantity, image. */
export const orderLineSchema = z.object({
  id: z.uuid('Unknown product'),
  name: text({ max: 200 }),
  price: kes,
  quantity: z.number().int('Quantities are whole numbers').positive('Quantities must be at least 1').max(10_000),
  image: text({ max: 500 }).nullish(),
});

/**
 * The order object of spec section 3, as the checkout posts it to /writeToSheet, plus how it is
 * delivered (Miche's addition: a county's fee, or free pickup at the nursery). The server trusts
 * none of the amounts: it reprices every line and refuses a total that no longer matches.
 */
export const createOrderSchema = z
  .object({
    userId: token(128),
    items: z.array(orderLineSchema).min(1, checkout.cartEmpty).max(100, 'Please split orders of more than 100 lines'),
    total: kes,
    status: z.literal('pending').optional(),
    paymentStatus: z.literal('pending').optional(),
    date: text({ max: 40 }).optional(),
    createdAt: z.union([text({ max: 40 }), z.number()]).optional(),
    deliveryAddress: text({ max: 500, multiline: true, tooLong: 'Please keep the address under 500 characters' }),
    phone: text({ max: 20, tooLong: checkout.invalidPhone }).regex(SPEC_PHONE, checkout.invalidPhone),
    paymentMethod: z.enum(PAYMENT_METHODS),
    deliveryMethod: z.enum(DELIVERY_METHODS).default('delivery'),
    deliveryCounty: z.enum(KENYAN_COUNTIES).nullish(),
    pickupPointId: z.number().int().positive().nullish(),
    /** A booking: the day the farmer will plant, and how they pay. Both or neither. */
    plantingDate: plantingDate.optional(),
    paymentPlan: z.enum(PAYMENT_PLANS, 'Please choose to pay in full or a deposit').optional(),
    /** The farmer asked for three care SMS after pickup; left out, no. */
    careTips: z.boolean('Care tips are yes or no').optional(),
  })
  .superRefine((order, ctx) => {
    if ((order.plantingDate === undefined) !== (order.paymentPlan === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [order.plantingDate === undefined ? 'plantingDate' : 'paymentPlan'],
        message: order.plantingDate === undefined ? CHOOSE_PLANTING_DATE : 'Please choose to pay in full or a deposit',
      });
    if (order.deliveryMethod === 'delivery') {
      if (!order.deliveryCounty) ctx.addIssue({ code: 'custom', path: ['deliveryCounty'], message: 'Please choose your county' });
      if (order.deliveryAddress === '') ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: checkout.enterAddress });
    } else if (!order.pickupPointId) {
      ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'Please choose where to pick up' });
    }
    const ids = order.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'A product appears twice in the order' });
  });

export type CreateOrderInput = z.output<typeof createOrderSchema>;

export const orderIdSchema = z.uuid('Order not found');

export const updateOrderStatusSchema = z.strictObject({
  orderId: orderIdSchema,
  status: z.enum(ORDER_STATUSES),
  /** Courier or tracking details on dispatch; a reason on cancellation. */
  note: text({ max: 500, multiline: true }).optional(),
});

/** POST /api/bookings/{orderId}/move: the new planting date. */
export const moveBookingSchema = z.strictObject({
  plantingDate,
});
