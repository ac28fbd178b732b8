/** The delivery step and checkout of spec sections 2, 5 and 8, word for word. */
export const checkout = {
  deliveryAddress: 'Delivery Address',
  addressPlaceholder: 'Enter your full delivery address',
  phoneNumber: 'Phone Number',
  phonePlaceholder: '+254...',
  mpesa: 'M-Pesa',
  mpesaHint: 'Pay using your M-Pesa mobile money',
  wallet: 'Wallet',
  total: 'Total',
  complete: 'Complete Order',
  processing: 'Processing...',
  backToCart: 'Back to Cart',
  // Section 5, in order.
  signInFirst: 'Please sign in to continue with checkout',
  cartEmpty: 'Your cart is empty',
  enterAddress: 'Please enter a delivery address',
  enterPhone: 'Please enter a phone number',
  invalidPhone: 'Please enter a valid Kenyan phone number (e.g., +2547... or 07...)',
  insufficientWallet: 'Insufficient wallet balance. Please add funds or choose M-Pesa',
  // Section 8.
  createOrderFailed: 'Failed to create order',
  checkoutFailed: 'An error occurred during checkout',
  mpesaFailed: 'Failed to initiate M-Pesa payment. Please try again.',
  mpesaFailedDetail: 'M-Pesa payment initiation failed.',
  mpesaSent: (phone: string) => `M-Pesa prompt sent to ${phone}. Please complete the payment.`,
  // Not in the spec: the choices Miche adds to the delivery step.
  deliveryMethod: 'How do you want your seedlings?',
  county: 'County',
  chooseCounty: 'Choose your county',
  pickup: 'Pick up at the nursery (free)',
  delivery: 'Deliver to me',
  deliveryFee: 'Delivery',
  // What delivery costs, said before checkout.
  deliveryFrom: (fee: string) => `Delivery from ${fee} to your county, or free pickup at the nursery.`,
  tooSmallToDeliver: (fee: string) =>
    `Delivery (from ${fee}) costs more than these seedlings: pick them up at the nursery for free, or add more to your order.`,
  splitPayment: (walletKes: string, mpesaKes: string) => `Use ${walletKes} from your wallet and pay ${mpesaKes} by M-Pesa`,
} as const;
