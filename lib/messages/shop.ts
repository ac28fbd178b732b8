/**
 * Every user-facing string of the shop spec, word for word, in one place.
 * Tests import these constants so a change here is a deliberate change of contract.
 */

export const LOADING = 'Loading...';
/** The header's button (spec section 1: it starts Google sign-in). */
export const SIGN_IN = 'Sign In';
export const SPLASH_LOADING = 'Loading, please wait...';

export const cart = {
  empty: 'Your cart is empty',
  browseProducts: 'Browse Products',
  deliveryNote: 'Delivery fee will be calculated at checkout.',
  proceed: 'Proceed to Checkout',
  clear: 'Clear Cart',
  logInToCheckout: 'Please log in to checkout.',
  title: 'Your Cart',
  subtotal: 'Subtotal',
  close: 'Close cart',
  // Not in the spec: a farmer must know why "+" stopped working.
  onlyInStock: (n: number) => (n <= 0 ? 'This seedling is out of stock.' : `Only ${n} in stock.`),
  added: (name: string, quantity: number) => `Added ${name} to your cart (${quantity} in cart).`,
  removed: (name: string) => `Removed ${name} from your cart.`,
  cleared: 'Your cart is now empty.',
  loadFailed: 'Your cart could not open: the connection dropped. Your cart is kept; try again when you have signal.',
  tryAgain: 'Try again',
} as const;

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
  splitPayment: (walletKes: string, mpesaKes: string) => `Use ${walletKes} from your wallet and pay ${mpesaKes} by M-Pesa`,
} as const;

export const errors = {
  unhandledThrownResponse: 'Unhandled Thrown Response',
  applicationError: 'Application Error',
  chunkLoadTitle: 'This page did not finish loading',
  chunkLoadBody: 'Part of the page could not be downloaded, often because the connection dropped. Reload to try again; your cart is kept.',
  reload: 'Reload',
} as const;

export const contact = {
  sent: 'Thank you! Your message has reached the nursery. We reply within one working day.',
  failed: 'Your message could not be sent. Please try again or call us.',
  fixFields: 'Please correct the highlighted fields.',
} as const;
