import type { Messages } from 'next-intl';

/**
 * What the checkout's client islands read: the delivery step, its checks and messages
 * (`checkout`), and the server's refusals worded by code (`apiErrors`). The cart panel opens the
 * checkout from the header on every page, so the layout sends these with LAYOUT_NAMESPACES.
 */
export const CHECKOUT_NAMESPACES = ['checkout', 'booking', 'apiErrors'] as const satisfies readonly (keyof Messages)[];
