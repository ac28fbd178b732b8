import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
/** The e2e run's Auth emulator (started by `npm start` under scripts/e2e.ts): its mailbox and users. */
export { markVerified, oobCodes, signIn, signUp, signUpOrIn, uniqueEmail } from '../../__tests__/support/firebase-users';
import { oobCodes } from '../../__tests__/support/firebase-users';

/** The newest link of a kind e-mailed to an address, waiting a little for it to arrive. */
export async function latestLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const match = (await oobCodes()).filter((c) => c.email === email && c.requestType === requestType).pop();
    if (match) return match.oobLink;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No ${requestType} e-mail for ${email}`);
}

const standIn = (name: string) => readFileSync(path.join(__dirname, name), 'utf8');
const GAPI_STAND_IN = standIn('gapi-stand-in.js');
const TURNSTILE_STAND_IN = standIn('turnstile-stand-in.js');

/**
 * Scripts this machine cannot fetch, served from local stand-ins for every page, popup and iframe of
 * the context: Google's gapi (Firebase's popup sign-in) and Cloudflare Turnstile (the bot check on
 * registration and reset, switched on for the e2e run by scripts/e2e.ts).
 */
export async function serveStandIns(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }));
  await context.route(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_STAND_IN }),
  );
}
