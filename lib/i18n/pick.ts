import type { Messages } from 'next-intl';
import { CHECKOUT_NAMESPACES } from './checkout-namespaces';

type Namespace = keyof Messages;

/**
 * The part of a catalogue a set of client islands needs. Each page sends the browser only these
 * (never the whole catalogue); server components read the whole one on the server.
 */
export function pickMessages(messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
}

/**
 * What the layout's islands read on every page: the header's cart, theme and sign-in controls, the
 * cart's notices, and the checkout the cart panel opens (CHECKOUT_NAMESPACES: about 7.5 KB of text,
 * 2.4 KB gzip, on every page; loading them with the panel instead is left for later).
 */
export const LAYOUT_NAMESPACES = ['common', 'cart', 'signIn', 'errors', 'notFound', ...CHECKOUT_NAMESPACES] as const satisfies readonly Namespace[];
