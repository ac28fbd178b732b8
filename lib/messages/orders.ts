/** The order page's words beyond the payment panel (what happens next, and what a farmer can do). */
export const orderPage = {
  nextHeading: 'What happens next',
  preparing: 'We are preparing your seedlings. We send them hardened off, watered and packed in their trays.',
  deliveryBetween: (from: string, to: string) => (from === to ? `Expected delivery: ${from}.` : `Expected delivery: between ${from} and ${to}.`),
  deliveryEta: (eta: string) => `Expected delivery: ${eta} after payment.`,
  pickupFrom: (day: string, place: string) => `Ready to collect from ${day} at ${place}.`,
  callWhenOnTheWay: 'Our driver calls you on the way. Plant them within two days, in the evening or on a cloudy day.',
  continueShopping: 'Continue shopping',
  // An unpaid order, from its own page.
  unpaidHeading: 'Other ways to finish',
  payFromWallet: (balance: string) => `Pay from my wallet (${balance})`,
  paying: 'Paying...',
  walletShort: (balance: string) => `Your wallet has ${balance}, not enough for this order.`,
  cancel: 'Cancel this order',
  cancelling: 'Cancelling...',
  confirmCancel: 'Cancel this order? The seedlings go back on sale.',
} as const;
