/**
 * Every user-facing string of the shop spec, word for word, in one place.
 * Tests import these constants so a change here is a deliberate change of contract.
 *
 * Texts only lazily loaded code needs live in their own modules (checkout.ts, auth.ts): what this
 * module holds is in the first-load JavaScript of every page.
 */

export const LOADING = 'Loading...';
/** The header's button (spec section 1: it starts Google sign-in). */
export const SIGN_IN = 'Sign In';
export const SPLASH_LOADING = 'Loading, please wait...';
/** The avatar menu's first item, and the header's plain link when the menu cannot download. */
export const DASHBOARD = 'Dashboard';
/** A dropped connection: the sign-in code did not download, or a call to the shop or Firebase failed. */
export const NO_CONNECTION = 'No connection. Check your data or Wi-Fi, then try again.';

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
  // Clear Cart took everything in one tap; Undo brings it back.
  undo: 'Undo',
  clearedUndo: 'Cart cleared.',
  restored: 'Your cart is back.',
  // The signed-out cart leads somewhere; to a new account in one tap, sign-in beside it.
  signedOut: { createAccount: 'Create an account', signIn: 'Sign in' },
  loadFailed: 'Your cart could not open: the connection dropped. Your cart is kept; try again when you have signal.',
  tryAgain: 'Try again',
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
