import type { Messages } from 'next-intl';

/**
 * What the sign-in, registration and e-mail verification pages' client islands read, on
 * top of the layout's: their forms' words, and the server's refusals by code
 * (components/i18n/use-api-error-text.ts).
 */
export const AUTH_NAMESPACES = ['auth', 'apiErrors'] as const satisfies readonly (keyof Messages)[];
