import 'server-only';
// The order core's hooks, answered by the slices on top of it (the core imports none of them).
import './composition';
import type { BookingSettings } from './order-hooks';
import { systemClock, type Clock } from '../clock';
import { getDb } from '../db/client';
import { daraja, env, paybillNumber } from '../env';
import { createDarajaClient, type PaymentGateway } from '@/lib/server/daraja';
import type { OrderSettings } from './orders';
import type { PaymentDeps } from '@/lib/server/services/payments/push';
import { createAtClient } from '../sms/at-client';
import type { SmsSender } from '../sms/sender';
import { LOCAL_AT_API_KEY } from '@/lib/deployment.mjs';

/**
 * The one place where services get their collaborators: the database, the Daraja client and the
 * clock. Integration tests replace the gateway (an in-process sandbox) and the clock.
 */
const holder = globalThis as typeof globalThis & { __micheGateway?: PaymentGateway; __micheClock?: Clock; __micheSms?: SmsSender };

export function useGateway(gateway: PaymentGateway): void {
  holder.__micheGateway = gateway;
}

export function useSmsSender(sender: SmsSender): void {
  holder.__micheSms = sender;
}

/** Africa's Talking's SMS API: AT_BASE_URL, else the local stand-in `npm start` runs (tools/at-sandbox). */
export function smsSender(): SmsSender {
  const e = env();
  holder.__micheSms ??= createAtClient({
    baseUrl: e.AT_BASE_URL ?? `http://127.0.0.1:${e.AT_SANDBOX_PORT}`,
    username: e.AT_USERNAME,
    apiKey: e.AT_API_KEY ?? LOCAL_AT_API_KEY,
    from: e.AT_SENDER_ID,
  });
  return holder.__micheSms;
}

export function useClock(clock: Clock): void {
  holder.__micheClock = clock;
}

/** The time, as every service and limit sees it: the system's, or a test's fixed one. */
export function appClock(): Clock {
  return holder.__micheClock ?? systemClock;
}

export function paymentDeps(): PaymentDeps {
  holder.__micheGateway ??= createDarajaClient(daraja());
  return { db: getDb(), gateway: holder.__micheGateway, clock: appClock() };
}

export function orderSettings(): OrderSettings {
  return {
    clock: appClock(),
    expiryHours: env().ORDER_EXPIRY_HOURS,
    paybillNumber: paybillNumber(),
    booking: bookingSettings(),
  };
}

/** How bookings are paid and bounded: BOOKING_DEPOSIT_PERCENT, NURSERY_SOWING_TRAYS_PER_WEEK and BOOKING_UNPAID_SEEDLINGS_CAP. */
export function bookingSettings(): BookingSettings {
  return {
    depositPercent: env().BOOKING_DEPOSIT_PERCENT,
    traysPerWeek: env().NURSERY_SOWING_TRAYS_PER_WEEK,
    unpaidSeedlingsCap: env().BOOKING_UNPAID_SEEDLINGS_CAP,
  };
}
