// What a farmer reads when an M-Pesa prompt ends without a payment, keyed by Daraja's ResultCode
// (never by ResultDesc: Safaricom words the same code differently in the callback and the query).
// Each message says what to do next, in plain words, short enough for a small phone screen.

export const MPESA_PAID_MESSAGE = 'Payment received. Thank you!';

export const MPESA_GENERAL_FAILURE_MESSAGE = 'The M-Pesa payment did not go through. Please try again, or pay by Paybill.';

export const MPESA_RESULT_MESSAGES: Readonly<Record<number, string>> = {
  0: MPESA_PAID_MESSAGE,
  1: 'Your M-Pesa balance is too low for this payment. Top up M-Pesa, then try again.',
  17: 'M-Pesa could not take this payment just now. Please wait 2 minutes, then try again.',
  26: 'M-Pesa is busy. Please wait a few minutes, then try again.',
  1001: 'Another M-Pesa request is open on your phone. Finish or cancel it, wait a minute, then try again.',
  1019: 'The payment request expired. Please try again.',
  1032: 'You cancelled the payment on your phone. Try again when you are ready.',
  // *234# is Safaricom's self-service menu, which holds the M-Pesa SIM update. Merchants and Daraja
  // tutorials quote its shortcut *234*1*6#, but no Safaricom page we could read confirms that path,
  // so the farmer is sent to the menu itself, which leads there.
  1036: 'The M-Pesa prompt did not reach your SIM. Update your SIM card (dial *234#), or pay by Paybill.',
  1037: 'We could not reach your phone. Make sure it is on and unlocked, then try again.',
  2001: 'The M-Pesa PIN was wrong. Please try again with your correct PIN.',
};

/** The farmer-facing message for a ResultCode, with a general one for codes that need no special advice. */
export function mpesaResultMessage(code: number): string {
  return MPESA_RESULT_MESSAGES[code] ?? MPESA_GENERAL_FAILURE_MESSAGE;
}

/** What a farmer reads when asking for an M-Pesa prompt (lib/server/services/payments/push.ts). */
export const MPESA_PUSH_MESSAGES = {
  notMpesaNumber: 'M-Pesa needs a Safaricom number starting 07 or 01 (e.g., 0712 345 678).',
  orderPromptOpen: 'An M-Pesa prompt for this order is already on its way. Complete it on your phone, or wait a minute and try again.',
  phonePromptOpen: 'Another M-Pesa prompt is already open on this phone. Complete or cancel it, then try again.',
  alreadyPaid: 'This order is already paid.',
  orderCancelled: 'This order was cancelled. Please place a new order.',
  enterAmount: 'Please enter an amount.',
  amountAbove: (max: string) => `The amount cannot be more than the order's ${max}.`,
  amountBelow: (min: string) => `The amount must be at least ${min} to pay this order.`,
  sent: (phone: string) => `M-Pesa prompt sent to ${phone}. Please complete the payment.`,
  noAnswer: 'M-Pesa did not answer in time. If a prompt appears on your phone, complete it; otherwise try again in a few minutes.',
  unreachable: 'We could not reach M-Pesa. Please check your connection and try again.',
  refused: 'M-Pesa could not send the prompt just now. Please try again in a few minutes, or pay by Paybill.',
  /** A customer cancelling an order while its prompt may still be answered (order-lifecycle.ts). */
  cancelWhilePromptOpen: 'An M-Pesa prompt for this order is still open. Complete or cancel it on your phone, or wait a few minutes, then cancel the order.',
} as const;
