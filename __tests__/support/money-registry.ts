/**
 * The race registry: every path that moves money, named once, with the route handlers and
 * service functions it drives. `__tests__/lib/race-registry.test.ts` finds every money-moving route
 * and service in the code and fails on one that no line here names, so a new path cannot skip the
 * registry; `__tests__/integration/race-registry.test.ts` drives each line 8 times at once on
 * PostgreSQL (one caller repeating itself, and callers apart) and checks one order, one charge, one
 * prompt and a clean ledger. A new line here without its race fails the type check there.
 */
export interface MoneyPathEntry {
  /** Route handler files (app/api/…/route.ts) the race goes through. */
  routes: readonly string[];
  /** Service functions it covers, as `file#name`. */
  services: readonly string[];
}

const S = 'lib/server/services';
const API = 'app/api';
/** A USSD step: the route hands it the session, and it places, prompts and pays. */
const USSD_STEP = `${S}/ussd-step.ts`;

export const MONEY_PATHS = {
  'web checkout by M-Pesa': {
    routes: [`${API}/writeToSheet/route.ts`, `${API}/mpesa/stkPush/route.ts`],
    services: [`${S}/orders.ts#createOrder`],
  },
  'web checkout by wallet': {
    routes: [`${API}/writeToSheet/route.ts`],
    services: [`${S}/orders.ts#placeOrPay`, `${S}/payments/settle-order.ts#settleOrderFromWallet`],
  },
  'web checkout split between wallet and M-Pesa': {
    routes: [`${API}/mpesa/stkPush/route.ts`, `${API}/payments/callback/[secret]/[ref]/route.ts`],
    services: [
      `${S}/payments/callback-inbox.ts#processStkCallback`,
      `${S}/payments/settlement.ts#applyStkOutcome`,
      `${S}/payments/settlement.ts#applyStkOutcomeInTx`,
      `${S}/payments/settlement.ts#applyPayment`,
      `${S}/payments/settlement.ts#creditPayment`,
      `${S}/payments/settlement.ts#creditAttempt`,
    ],
  },
  'an order paid from the wallet': {
    routes: [`${API}/wallet/pay/route.ts`],
    services: [`${S}/wallet.ts#payOrderFromWallet`],
  },
  'payment status checks while the callback lands': {
    routes: [`${API}/mpesa/status/[id]/route.ts`, `${API}/mpesa/validate/route.ts`],
    services: [`${S}/payments/status.ts#paymentStatus`, `${S}/payments/reconciler.ts#refreshAttempt`],
  },
  'USSD purchase by M-Pesa': {
    routes: [`${API}/ussd/[secret]/route.ts`],
    services: [`${S}/ussd.ts#placeUssdOrder`, `${USSD_STEP}#answerUssdStep`, `${USSD_STEP}#carryOut`, `${USSD_STEP}#promptForOrder`],
  },
  'USSD purchase from the wallet': {
    routes: [`${API}/ussd/[secret]/route.ts`],
    services: [`${S}/ussd.ts#placeUssdOrder`, `${USSD_STEP}#answerUssdStep`, `${USSD_STEP}#carryOut`, `${USSD_STEP}#walletPayment`],
  },
  'USSD buy again': {
    routes: [`${API}/ussd/[secret]/route.ts`],
    services: [`${S}/ussd.ts#placeUssdOrder`, `${USSD_STEP}#answerUssdStep`, `${USSD_STEP}#carryOut`],
  },
  'top-up on the web': {
    routes: [`${API}/wallet/topup/route.ts`, `${API}/mpesaDeposit/route.ts`],
    services: [`${S}/wallet.ts#startTopup`],
  },
  'top-up on USSD': {
    routes: [`${API}/ussd/[secret]/route.ts`],
    services: [`${S}/wallet.ts#startTopup`, `${USSD_STEP}#answerUssdStep`, `${USSD_STEP}#carryOut`, `${USSD_STEP}#ussdTopUp`],
  },
  "a booking's deposit and balance by M-Pesa": {
    routes: [`${API}/writeToSheet/route.ts`, `${API}/mpesa/stkPush/route.ts`],
    services: [],
  },
  "a booking's deposit and balance from the wallet": {
    routes: [`${API}/wallet/pay/route.ts`],
    services: [],
  },
  'a booking cancelled by its farmer': {
    routes: [`${API}/bookings/[orderId]/cancel/route.ts`],
    services: [`${S}/bookings.ts#cancelBooking`, `${S}/order-lifecycle.ts#transitionOrder`],
  },
  'the reconcile job (expiry, bookings round, STK queries)': {
    routes: [`${API}/jobs/reconcile/route.ts`],
    services: [`${S}/payments/reconciler.ts#reconcile`, `${S}/bookings.ts#bookingRound`],
  },
  'own-seed fee': {
    routes: [`${API}/own-seed/route.ts`],
    services: [`${S}/own-seed.ts#createOwnSeedBooking`],
  },
  'Paybill (C2B)': {
    routes: [`${API}/payments/c2b/[secret]/[kind]/route.ts`],
    services: [`${S}/payments/callback-inbox.ts#processC2bConfirmation`, `${S}/payments/paybill.ts#applyC2bConfirmation`],
  },
  'referral points redeemed': {
    routes: [`${API}/wallet/redeem/route.ts`],
    services: [`${S}/wallet.ts#redeemPoints`],
  },
  'staff refund': {
    routes: [`${API}/admin/orders/[id]/refund/route.ts`],
    services: [`${S}/admin/orders.ts#staffRefund`, `${S}/refunds.ts#refundOrder`],
  },
  'staff refund of a double USSD order (the repair)': {
    routes: [`${API}/admin/orders/[id]/duplicate-refund/route.ts`],
    services: [`${S}/admin/duplicate-orders.ts#refundDuplicateOrder`],
  },
  'staff status change (cancel with refund)': {
    routes: [`${API}/updateOrderStatus/route.ts`],
    services: [`${S}/order-lifecycle.ts#transitionOrder`],
  },
  'staff wallet adjustment': {
    routes: [`${API}/admin/customers/[uid]/adjust/route.ts`],
    services: [`${S}/admin/customers.ts#staffAdjustWallet`, `${S}/adjustments.ts#adjustWallet`, `${S}/adjustments.ts#adjustWalletInTx`],
  },
  'staff resends a prompt': {
    routes: [`${API}/admin/orders/[id]/resend/route.ts`],
    services: [`${S}/admin/orders.ts#staffResendPrompt`],
  },
  'staff resolve a payment under review': {
    routes: [`${API}/admin/payments/[id]/resolve/route.ts`, `${API}/admin/payments/[id]/requery/route.ts`],
    services: [`${S}/admin/payment-review.ts#resolveReview`, `${S}/admin/payment-review.ts#requeryReview`],
  },
  'a sowing batch marked failed': {
    routes: [`${API}/admin/sowing/batches/[id]/failed/route.ts`],
    services: [`${S}/sowing.ts#markBatchFailed`, `${S}/booking-batches.ts#refundBookingsOfFailedBatch`],
  },
  'a confirmed phone brings its wallet over': {
    routes: [`${API}/profile/phone/confirm/route.ts`],
    services: [`${S}/phone-confirmation.ts#confirmPhone`, `${S}/phone-confirmation.ts#takeOverPhone`],
  },
} as const satisfies Record<string, MoneyPathEntry>;

export type MoneyPathName = keyof typeof MONEY_PATHS;
