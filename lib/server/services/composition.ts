import 'server-only';
import { queueOrderSms } from '../sms/outbox';
import { bookingTerms } from './booking-terms';
import { cancelBooking } from './bookings';
import { installOrderHooks } from './order-hooks';
import { reverseReferralAfterRefund, rewardReferral } from './referrals';

/**
 * Where the order core meets the slices built on it: the core calls its hooks (order-hooks.ts), and
 * here they are answered by growing to order, referrals and the SMS outbox. Loaded for its effect by
 * deps.ts (and so by the integration tests' setup), the route handlers' wrapper (http/api.ts), the
 * signed-in pages' viewer (auth/viewer.ts) and `npm run reconcile`; a test over the import graph
 * (__tests__/lib/order-core.test.ts) fails on an entry point that loads the core without it.
 */
installOrderHooks({
  notify: queueOrderSms,
  bookingTerms,
  cancelBooking,
  delivered: rewardReferral,
  refunded: reverseReferralAfterRefund,
});
