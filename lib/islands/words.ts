/**
 * The words the islands script shows (issue 14: the cart panel and the cart page before the framework
 * boots, and on light pages), in the page's language. The server writes them into the page as JSON,
 * each message already worded with `{name}`-style blanks for what only the browser knows; the script
 * fills the blanks. Shared by the server (lib/server/islands-page.ts) and the script.
 */
export const WORDS_ID = 'miche-words';

/**
 * The attributes of an account page's hidden mark (app/[locale]/(account)/layout.tsx): the account
 * menu's label and picture, for the header's account button before React draws its own.
 */
export const ACCOUNT_MARK = { label: 'data-account-menu', picture: 'data-account-picture' } as const;

export const CART_WORD_KEYS = [
  'title',
  'close',
  'empty',
  'browseProducts',
  'subtotal',
  'deliveryNote',
  'proceed',
  'clear',
  'logInToCheckout',
  'signInToCheckout',
  'undo',
  'clearedUndo',
  'cleared',
  'restored',
  'removed',
  'decrease',
  'increase',
  'quantityOf',
  'remove',
  'removeShort',
  'outOfStock',
  'onlyInStock',
  'viewCart',
] as const;

export type IslandWords = Record<
  (typeof CART_WORD_KEYS)[number] | 'deliveryFrom' | 'tooSmallToDeliver' | 'perSeedling' | 'perTray' | 'loading' | 'splashLoading',
  string
> & {
  /** Where "Sign in or create an account" leads, coming back to the cart page. */
  signInHref: string;
  /** The products page and the cart page in the page's language. */
  productsHref: string;
  cartHref: string;
};

/** A message with its blanks filled: fill("Removed {name}.", { name: "Basil" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
