import type { Messages } from 'next-intl';

/**
 * What the account pages' client islands read: the order page (status, payment, next
 * steps, unpaid actions), the wallet's top-up and points forms, the profile and referral forms.
 * The dashboard's own words are server-rendered and stay on the server.
 */
export const ACCOUNT_NAMESPACES = ['orders', 'order', 'mpesa', 'wallet', 'account'] as const satisfies readonly (keyof Messages)[];
