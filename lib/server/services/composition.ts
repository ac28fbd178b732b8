import 'server-only';
import { queueOrderSms } from '../sms/outbox';
import { bookingTerms } from './booking-terms';
import { cancelBooking } from './bookings';
import { installOrderHooks } from './order-hooks';
import { reverseReferralAfterRefund, rewardReferral } from './referrals';

/**
 * Where the order core meets the slices built on it: the core calls its hooks (order-hooks.ts), and
 * here they are answered by growing to order, referrals and the SMS outbox. Loaded for its effect by
 * deps.ts, which every route, page, job and test setup that calls a service already loads.
 */
installOrderHooks({
  notify: queueOrderSms,
  bookingTerms,
  cancelBooking,
  delivered: rewardReferral,
  refunded: reverseReferralAfterRefund,
});
