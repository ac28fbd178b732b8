/**
 * The cookie that tells a page, without asking the server, that someone is signed in (`1`): set with
 * the session cookie and cleared with it (lib/server/auth/session.ts). Not secret and not trusted for
 * anything but choosing what to draw: the session cookie decides who someone is.
 */
export const SIGNED_IN_HINT = 'miche_signed_in';
