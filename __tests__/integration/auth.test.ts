/**
 * Sessions and profiles against the real Firebase Auth emulator (started once by the integration
 * project's globalSetup) and a real database: route handlers called as the browser calls them.
 * Requires: the Auth emulator (automatic), PGlite (automatic), PostgreSQL when DATABASE_URL is set.
 */
import { DELETE as deleteSession, GET as getSession, POST as postSession } from '@/app/api/auth/session/route';
import { GET as getOrder } from '@/app/api/getOrder/[orderId]/route';
import { GET as getSheet } from '@/app/api/getSheet/route';
import { GET as paymentStatusRoute } from '@/app/api/mpesa/status/[id]/route';
import { POST as validatePayment } from '@/app/api/mpesa/validate/route';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/profile/route';
import { GET as walletBalance } from '@/app/api/wallet/balance/route';
import { GET as walletStatement } from '@/app/api/wallet/statement/route';
import { GET as walletTransactions } from '@/app/api/wallet/transactions/route';
import { POST as writeToSheet } from '@/app/api/writeToSheet/route';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getViewer } from '@/lib/server/auth/viewer';
import { useDatabase } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { findUser } from '@/lib/server/services/users';
import { sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';
import { markVerified, signIn, signInWithGoogle, signUp, signUpOrIn, uniqueEmail } from '../support/firebase-users';
import { bodyOf, jsonRequest, setCookies } from '../support/requests';

const noContext = undefined as never;

// The account pages read the cookie through next/headers, which needs a request; here, a jar.
const mockCookieJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: () => Promise.resolve({ get: (name: string) => (mockCookieJar.has(name) ? { name, value: mockCookieJar.get(name) } : undefined) }),
  headers: () => Promise.resolve(new Headers()),
}));

async function openSession(idToken: string, signup?: unknown) {
  const response = await postSession(jsonRequest('/api/auth/session', { body: signup ? { idToken, signup } : { idToken } }), noContext);
  const cookie = setCookies(response).get('__session')?.value ?? '';
  return { response, cookie, cookieHeader: `__session=${cookie}` };
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function tamper(jwt: string, change: (payload: Record<string, unknown>) => void, header?: Record<string, unknown>): string {
  const [h = '', p = '', s = ''] = jwt.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  change(payload);
  return [header ? b64url(header) : h, b64url(payload), s].join('.');
}

describe.each(databaseKinds)('sessions and profiles on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    useDatabase(database.db);
  });
  afterAll(() => database.close());

  it('creates the profile on first sign-in with a zero wallet, and sets the session cookies', async () => {
    const user = await signUp({ displayName: 'Achieng Otieno' });
    const { response, cookie } = await openSession(user.idToken, { name: 'Achieng Otieno', phone: '0712 345 678', referralCode: '' });
    expect(response.status).toBe(200);
    const body = await bodyOf<{ user: Record<string, unknown>; created: boolean }>(response);
    expect(body.data.created).toBe(true);
    expect(body.data.user).toMatchObject({
      uid: user.uid,
      id: user.uid,
      name: 'Achieng Otieno',
      email: user.email,
      phone: '+254712345678',
      walletBalance: 0,
      referralPoints: 0,
      emailVerified: false,
      role: 'customer',
    });
    expect(body.data.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const cookies = setCookies(response);
    expect(cookie.length).toBeGreaterThan(100);
    expect(cookies.get('__session')?.attributes).toMatch(/HttpOnly/);
    expect(cookies.get('__session')?.attributes).toMatch(/SameSite=Lax/i);
    // Plain local http: a Secure cookie would never come back.
    expect(cookies.get('__session')?.attributes).not.toMatch(/Secure/);
    expect(cookies.get('miche_signed_in')?.value).toBe('1');
    expect(cookies.get('miche_signed_in')?.attributes).not.toMatch(/HttpOnly/);
  });

  it('marks the cookie Secure behind https', async () => {
    const user = await signUp();
    const request = jsonRequest('/api/auth/session', { body: { idToken: user.idToken }, headers: { 'x-forwarded-proto': 'https' } });
    const response = await postSession(request, noContext);
    expect(setCookies(response).get('__session')?.attributes).toMatch(/Secure/);
  });

  it('reads the signed-in person from the cookie, and also from a Bearer ID token', async () => {
    const user = await signUp();
    const { cookieHeader } = await openSession(user.idToken);
    const viaCookie = await getSession(jsonRequest('/api/auth/session', { cookie: cookieHeader }), noContext);
    expect(viaCookie.status).toBe(200);
    expect((await bodyOf<{ user: { uid: string } }>(viaCookie)).data.user.uid).toBe(user.uid);
    const viaBearer = await getProfile(jsonRequest('/api/profile', { bearer: user.idToken }), noContext);
    expect(viaBearer.status).toBe(200);
    expect((await bodyOf<{ uid: string }>(viaBearer)).data.uid).toBe(user.uid);
  });

  it('answers 401 without a session, and clears a stale hint', async () => {
    expect((await getSession(jsonRequest('/api/auth/session'), noContext)).status).toBe(401);
    expect((await getProfile(jsonRequest('/api/profile'), noContext)).status).toBe(401);
    const stale = await getSession(jsonRequest('/api/auth/session', { cookie: '__session=nonsense; miche_signed_in=1' }), noContext);
    expect(stale.status).toBe(401);
    expect(setCookies(stale).get('miche_signed_in')?.attributes).toMatch(/Max-Age=0/);
  });

  it('refuses forged, foreign and expired cookies', async () => {
    const user = await signUp();
    const { cookie } = await openSession(user.idToken);
    const forged = [
      // An ID token is not a session cookie (different issuer).
      user.idToken,
      // Signed with an algorithm the verifier does not accept.
      tamper(cookie, () => undefined, { alg: 'RS256', kid: 'forged' }),
      // Issued for another Firebase project.
      tamper(cookie, (p) => {
        p.aud = 'someone-else';
        p.iss = 'https://session.firebase.google.com/someone-else';
      }),
      // Expired an hour ago.
      tamper(cookie, (p) => {
        p.exp = Math.floor(Date.now() / 1000) - 3600;
      }),
      'not-a-jwt',
    ];
    for (const bad of forged) {
      const response = await getProfile(jsonRequest('/api/profile', { cookie: `__session=${bad}` }), noContext);
      expect(response.status).toBe(401);
    }
  });

  it('refuses a token that is not a Firebase ID token, writing nothing', async () => {
    const before = await database.db.$count(users);
    const response = await postSession(jsonRequest('/api/auth/session', { body: { idToken: 'x'.repeat(40) } }), noContext);
    expect(response.status).toBe(401);
    expect(await database.db.$count(users)).toBe(before);
    const malformed = await postSession(jsonRequest('/api/auth/session', { body: { token: 'x' } }), noContext);
    expect(malformed.status).toBe(400);
  });

  it('refuses to open a session for a request from another site', async () => {
    const user = await signUp();
    const response = await postSession(jsonRequest('/api/auth/session', { body: { idToken: user.idToken }, origin: 'https://evil.example' }), noContext);
    expect(response.status).toBe(403);
    expect(await findUser(database.db, user.uid)).toBeNull();
  });

  it('makes ADMIN_EMAILS staff once their e-mail is verified, and nobody else', async () => {
    const role = async (idToken: string) => (await bodyOf<{ user: { role: string } }>((await openSession(idToken)).response)).data.user.role;
    const boss = await signUpOrIn('boss@miche.test', { verified: true });
    expect(await role(boss.idToken)).toBe('admin');
    // Listed, but unverified: whoever registered the address first must not become staff.
    const chief = await signUpOrIn('chief@miche.test');
    await markVerified(chief.uid, false);
    expect(await role((await signIn('chief@miche.test')).idToken)).toBe('customer');
    await markVerified(chief.uid);
    expect(await role((await signIn('chief@miche.test')).idToken)).toBe('admin');
    expect(await role((await signUp()).idToken)).toBe('customer');
  });

  it('takes the profile name from Google, verified', async () => {
    const google = await signInWithGoogle(uniqueEmail('google'), 'Wanjiku Kamau');
    const { response } = await openSession(google.idToken);
    expect((await bodyOf<{ user: Record<string, unknown> }>(response)).data.user).toMatchObject({ name: 'Wanjiku Kamau', emailVerified: true });
  });

  it('links the referral code of a Google sign-up, whose name comes from Google', async () => {
    const referrer = await signUp();
    const code = (await bodyOf<{ user: { referralCode: string } }>((await openSession(referrer.idToken)).response)).data.user.referralCode;
    const google = await signInWithGoogle(uniqueEmail('google'), 'Njeri Mwangi');
    const { response } = await openSession(google.idToken, { phone: '', referralCode: code });
    expect(response.status).toBe(200);
    expect((await bodyOf<{ referral: string; user: { name: string } }>(response)).data).toMatchObject({ referral: 'linked', user: { name: 'Njeri Mwangi' } });
    expect((await findUser(database.db, google.uid))?.referredBy).toBe(referrer.uid);
  });

  it('links a referral code typed at sign-up, and says when a code is unknown', async () => {
    const referrer = await signUp();
    const { response } = await openSession(referrer.idToken);
    const code = (await bodyOf<{ user: { referralCode: string } }>(response)).data.user.referralCode;
    const friend = await signUp();
    const linked = await openSession(friend.idToken, { name: 'Friend', phone: '', referralCode: code.toLowerCase() });
    expect((await bodyOf<{ referral: string }>(linked.response)).data.referral).toBe('linked');
    expect((await findUser(database.db, friend.uid))?.referredBy).toBe(referrer.uid);
    const stranger = await signUp();
    const unknown = await openSession(stranger.idToken, { name: 'Stranger', phone: '', referralCode: 'ZZZZZZZZ' });
    expect((await bodyOf<{ referral: string }>(unknown.response)).data.referral).toBe('unknown');
    expect((await findUser(database.db, stranger.uid))?.referredBy).toBeNull();
  });

  describe('the language the profile remembers (issue 16)', () => {
    const startSession = (idToken: string, options: { locale?: string; cookie?: string } = {}) =>
      postSession(
        jsonRequest('/api/auth/session', { body: options.locale ? { idToken, locale: options.locale } : { idToken }, cookie: options.cookie }),
        noContext,
      );
    const localeOf = async (response: Response) => (await bodyOf<{ user: { locale: string | null } }>(response)).data.user.locale;

    it('starts a new profile in the language of the page signed up on, unless this phone chose one', async () => {
      const onSwahiliPage = await signUp();
      expect(await localeOf(await startSession(onSwahiliPage.idToken, { locale: 'sw' }))).toBe('sw');
      const choseEnglish = await signUp();
      expect(await localeOf(await startSession(choseEnglish.idToken, { locale: 'sw', cookie: 'NEXT_LOCALE=en' }))).toBe('en');
      const neither = await signUp();
      expect(await localeOf(await startSession(neither.idToken))).toBeNull();
    });

    it("takes a choice made on this phone, and gives a new phone the profile's language", async () => {
      const user = await signUp();
      await startSession(user.idToken, { locale: 'en' });
      // Chosen with the switch on this phone: the latest choice, kept by the profile.
      const chosen = await startSession((await signIn(user.email)).idToken, { locale: 'en', cookie: 'NEXT_LOCALE=sw' });
      expect(await localeOf(chosen)).toBe('sw');
      expect(setCookies(chosen).has('NEXT_LOCALE')).toBe(false);
      // Another phone, no choice yet, on an English page: it learns Kiswahili from the profile.
      const elsewhere = await startSession((await signIn(user.email)).idToken, { locale: 'en' });
      expect(await localeOf(elsewhere)).toBe('sw');
      expect(setCookies(elsewhere).get('NEXT_LOCALE')?.value).toBe('sw');
      expect(setCookies(elsewhere).get('NEXT_LOCALE')?.attributes).not.toMatch(/HttpOnly/);
      // A cookie of any other value is no choice: the profile's language stands.
      expect(await localeOf(await startSession((await signIn(user.email)).idToken, { cookie: 'NEXT_LOCALE=../../xx' }))).toBe('sw');
    });

    it('is set by the switch through PATCH /api/profile, and refuses a language the shop does not speak', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      const saved = await patchProfile(jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { locale: 'sw' } }), noContext);
      expect(saved.status).toBe(200);
      expect((await bodyOf<{ locale: string }>(saved)).data.locale).toBe('sw');
      const refused = await patchProfile(jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { locale: 'fr' } }), noContext);
      expect(refused.status).toBe(400);
      expect((await findUser(database.db, user.uid))?.locale).toBe('sw');
      const sessionRefused = await startSession(user.idToken, { locale: 'xx' });
      expect(sessionRefused.status).toBe(400);
    });
  });

  it('refreshes verification on a later sign-in', async () => {
    const user = await signUp();
    await openSession(user.idToken);
    await markVerified(user.uid);
    const again = await signIn(user.email);
    const { response } = await openSession(again.idToken);
    expect((await bodyOf<{ user: { emailVerified: boolean } }>(response)).data.user.emailVerified).toBe(true);
  });

  it('stops reading the profile, the session and the account pages with a cookie signed out elsewhere (revoked)', async () => {
    const user = await signUp({ verified: true });
    // Two devices: the one that signs out, and another (or a copied cookie) that must stop working too.
    const { cookieHeader: phone } = await openSession(user.idToken);
    const { cookie: laptopCookie, cookieHeader: laptop } = await openSession((await signIn(user.email)).idToken);
    expect((await getProfile(jsonRequest('/api/profile', { cookie: laptop }), noContext)).status).toBe(200);
    mockCookieJar.set('__session', laptopCookie);
    expect((await getViewer())?.identity.uid).toBe(user.uid);
    // Revocation compares whole seconds: a sign-in in the same second as the sign-out would survive it.
    await new Promise((r) => setTimeout(r, 1100));
    const signOut = await deleteSession(jsonRequest('/api/auth/session', { method: 'DELETE', cookie: phone }), noContext);
    expect(signOut.status).toBe(200);
    // The emulator checks revocation whatever it is asked; Firebase itself only when asked, so each read must ask.
    const verify = jest.spyOn(adminAuth(), 'verifySessionCookie');
    try {
      for (const cookie of [phone, laptop]) {
        expect((await getProfile(jsonRequest('/api/profile', { cookie }), noContext)).status).toBe(401);
        const session = await getSession(jsonRequest('/api/auth/session', { cookie: `${cookie}; miche_signed_in=1` }), noContext);
        expect(session.status).toBe(401);
        // The browser is told to forget the dead session, so it stops showing a signed-in header.
        expect(setCookies(session).get('__session')?.attributes).toMatch(/Max-Age=0/);
      }
      // The dashboard, wallet, orders and staff pages see nobody (their guard sends the visitor to /login).
      expect(await getViewer()).toBeNull();
      expect(verify).toHaveBeenCalledTimes(5);
      for (const [, checkRevoked] of verify.mock.calls) expect(checkRevoked).toBe(true);
    } finally {
      verify.mockRestore();
      mockCookieJar.clear();
    }
    // Signing in again works as before.
    const { cookieHeader: again } = await openSession((await signIn(user.email)).idToken);
    expect((await getProfile(jsonRequest('/api/profile', { cookie: again }), noContext)).status).toBe(200);
  });

  it('asks Firebase on every read of personal data whether the session was signed out (revoked)', async () => {
    const user = await signUp({ verified: true });
    const { cookieHeader: cookie } = await openSession(user.idToken);
    const id = '00000000-0000-4000-8000-000000000000';
    const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) }) as never;
    // With real Firebase a copied cookie reads on for days unless each read asks; the emulator hides it.
    const session = jest.spyOn(adminAuth(), 'verifySessionCookie');
    const token = jest.spyOn(adminAuth(), 'verifyIdToken');
    try {
      const reads: Array<[string, Promise<Response>]> = [
        ['getSheet', getSheet(jsonRequest(`/api/getSheet?userId=${user.uid}`, { cookie }), noContext)],
        ['getOrder', getOrder(jsonRequest(`/api/getOrder/${id}`, { cookie }), params({ orderId: id }))],
        ['mpesa/status', paymentStatusRoute(jsonRequest(`/api/mpesa/status/${id}`, { cookie }), params({ id }))],
        ['mpesa/validate', validatePayment(jsonRequest('/api/mpesa/validate', { cookie, body: { checkoutRequestId: 'ws_CO_0001' } }), noContext)],
        ['wallet/balance', walletBalance(jsonRequest('/api/wallet/balance', { cookie }), noContext)],
        ['wallet/transactions', walletTransactions(jsonRequest('/api/wallet/transactions', { cookie }), noContext)],
        ['wallet/statement', walletStatement(jsonRequest('/api/wallet/statement', { cookie }), noContext)],
        ['profile', getProfile(jsonRequest('/api/profile', { cookie }), noContext)],
        ['mpesa/status by token', paymentStatusRoute(jsonRequest(`/api/mpesa/status/${id}`, { bearer: user.idToken }), params({ id }))],
      ];
      for (const [name, read] of reads) expect([name, (await read).status]).not.toEqual([name, 401]);
      expect(session).toHaveBeenCalledTimes(reads.length - 1);
      for (const [, checkRevoked] of session.mock.calls) expect(checkRevoked).toBe(true);
      expect(token).toHaveBeenCalledWith(user.idToken, true);
    } finally {
      session.mockRestore();
      token.mockRestore();
    }
  });

  it('keeps a display name given to Firebase by a script to the text rule: stored without its NUL, never a 500', async () => {
    const user = await signUp({ verified: true, displayName: 'Mary\u0000 Wanjiru\u202E' });
    const { response } = await openSession(user.idToken);
    expect(response.status).toBe(200);
    expect((await findUser(database.db, user.uid))?.name).toBe('Mary Wanjiru');
  });

  describe('a cookie-borne change (CSRF)', () => {
    const write = (cookie: string, headers: Record<string, string>, origin: string | null) =>
      patchProfile(jsonRequest('/api/profile', { method: 'PATCH', cookie, origin, headers, body: { address: 'Set by this request' } }), noContext);

    it('is refused with neither Origin nor Sec-Fetch-Site: a script replaying a cookie is no page of ours', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }] as Array<Record<string, string>>) {
        const response = await write(cookieHeader, headers, null);
        expect(response.status).toBe(403);
        expect((await bodyOf(response)).message).toBe('This request came from another site and was refused.');
      }
      const order = await writeToSheet(jsonRequest('/api/writeToSheet', { cookie: cookieHeader, origin: null, body: {} }), noContext);
      expect(order.status).toBe(403);
      expect((await findUser(database.db, user.uid))?.address).toBe('');
    });

    it('is taken with this site’s Origin, or Sec-Fetch-Site same-origin; a Bearer token needs neither', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      expect((await write(cookieHeader, {}, 'http://localhost:3000')).status).toBe(200);
      expect((await write(cookieHeader, { 'sec-fetch-site': 'same-origin' }, null)).status).toBe(200);
      const bearer = await patchProfile(
        jsonRequest('/api/profile', { method: 'PATCH', bearer: user.idToken, origin: null, body: { address: 'By token' } }),
        noContext,
      );
      expect(bearer.status).toBe(200);
    });
  });

  describe('PATCH /api/profile', () => {
    it('saves name, phone, address and county', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      const response = await patchProfile(
        jsonRequest('/api/profile', {
          method: 'PATCH',
          cookie: cookieHeader,
          body: { name: 'Mary Njeri', phone: '+254 722 000 111', address: 'Kangari, near the market', deliveryCounty: "Murang'a" },
        }),
        noContext,
      );
      expect(response.status).toBe(200);
      expect((await bodyOf(response)).data).toMatchObject({
        name: 'Mary Njeri',
        phone: '+254722000111',
        address: 'Kangari, near the market',
        deliveryCounty: "Murang'a",
      });
      // The name reached Firebase too, so the spec's name rule (auth name first) keeps it on the next sign-in.
      const again = await signIn(user.email);
      const { response: session } = await openSession(again.idToken);
      expect((await bodyOf<{ user: { name: string } }>(session)).data.user.name).toBe('Mary Njeri');
    });

    it('saves nothing when Firebase refuses the new name, so the two never disagree', async () => {
      const user = await signUp({ displayName: 'Old Name' });
      const { cookieHeader } = await openSession(user.idToken);
      const before = await findUser(database.db, user.uid);
      const refusal = jest.spyOn(adminAuth(), 'updateUser').mockRejectedValueOnce(new Error('Firebase is unreachable'));
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const response = await patchProfile(
          jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { name: 'New Name', address: 'Kangari, near the market' } }),
          noContext,
        );
        expect(response.status).toBe(503);
        expect((await bodyOf(response)).message).toBe('We could not save your profile just now. Please try again.');
        expect(refusal).toHaveBeenCalledTimes(1);
      } finally {
        jest.restoreAllMocks();
      }
      const after = await findUser(database.db, user.uid);
      expect({ name: after?.name, address: after?.address }).toEqual({ name: before?.name, address: before?.address });
      expect((await adminAuth().getUser(user.uid)).displayName).toBe('Old Name');
    });

    it('leaves the Firebase name alone when the database refuses the change', async () => {
      const user = await signUp({ displayName: 'Kept Name' });
      const { cookieHeader } = await openSession(user.idToken);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // A database that fails the write (as when it is unreachable or the row is gone).
      await database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT test_refuse_name CHECK (name <> 'Refused Name')`);
      try {
        const response = await patchProfile(jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { name: 'Refused Name' } }), noContext);
        expect(response.status).toBe(500);
      } finally {
        await database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT test_refuse_name`);
        jest.restoreAllMocks();
      }
      expect((await adminAuth().getUser(user.uid)).displayName).toBe('Kept Name');
      expect((await findUser(database.db, user.uid))?.name).not.toBe('Refused Name');
    });

    it.each([
      [{ role: 'admin' }, 'role'],
      [{ walletBalance: 1000 }, 'walletBalance'],
      [{ referralPoints: 500 }, 'referralPoints'],
      [{ email: 'x@y.z' }, 'email'],
      [{ emailVerified: true }, 'emailVerified'],
    ])('refuses %j and changes nothing', async (patch, field) => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      const before = await findUser(database.db, user.uid);
      const response = await patchProfile(
        jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { name: 'Changed', ...patch } }),
        noContext,
      );
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toContain(field);
      expect(await findUser(database.db, user.uid)).toEqual(before);
    });

    it('answers a bad phone with the field message', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      const response = await patchProfile(jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { phone: '12345' } }), noContext);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).errors?.phone).toBe('Please enter a valid Kenyan phone number (e.g., +2547... or 07...)');
    });

    it('refuses a cross-site request riding on the cookie (CSRF)', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      const response = await patchProfile(
        jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, origin: 'https://evil.example', body: { address: 'Stolen' } }),
        noContext,
      );
      expect(response.status).toBe(403);
      expect((await findUser(database.db, user.uid))?.address).toBe('');
    });

    it('refuses a revoked session after sign-out', async () => {
      const user = await signUp();
      const { cookieHeader } = await openSession(user.idToken);
      // Revocation compares whole seconds: a sign-in in the same second as the sign-out would survive it.
      await new Promise((r) => setTimeout(r, 1100));
      const signOut = await deleteSession(jsonRequest('/api/auth/session', { method: 'DELETE', cookie: cookieHeader }), noContext);
      expect(signOut.status).toBe(200);
      expect(setCookies(signOut).get('__session')?.attributes).toMatch(/Max-Age=0/);
      const response = await patchProfile(
        jsonRequest('/api/profile', { method: 'PATCH', cookie: cookieHeader, body: { address: 'After sign-out' } }),
        noContext,
      );
      expect(response.status).toBe(401);
    });
  });
});
