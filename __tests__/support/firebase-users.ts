/**
 * Test users on the Auth emulator through its REST API: what the browser SDK does, without a
 * browser. `Bearer owner` is the emulator's admin credential.
 */
const host = () => {
  const h = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!h) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: is the Auth emulator running?');
  return `http://${h}`;
};
const PROJECT = 'demo-miche';

async function call<T>(path: string, body: unknown, owner = false): Promise<T> {
  const response = await fetch(`${host()}/identitytoolkit.googleapis.com/v1/${path}?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'farmer') => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@miche.test`;

export async function signUp(options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'seedlings-2026';
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  if (options.displayName || options.verified) {
    await call('accounts:update', { localId: created.localId, displayName: options.displayName, emailVerified: options.verified ?? false }, true);
  }
  return signIn(email, password);
}

/** The same person on every database kind: the emulator outlives each suite's database. */
export async function signUpOrIn(email: string, options: { verified?: boolean } = {}): Promise<TestUser> {
  try {
    return await signUp({ email, verified: options.verified });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('EMAIL_EXISTS')) throw error;
    return signIn(email);
  }
}

export async function signIn(email: string, password = 'seedlings-2026'): Promise<TestUser> {
  const r = await call<{ localId: string; idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: r.localId, email, idToken: r.idToken };
}

export async function markVerified(uid: string, verified = true): Promise<void> {
  await call('accounts:update', { localId: uid, emailVerified: verified }, true);
}

/** A Google sign-in the way the emulator fakes it: an unsigned id_token for google.com. */
export async function signInWithGoogle(email = uniqueEmail('google'), name = 'Wanjiku Kamau'): Promise<TestUser> {
  const idToken = JSON.stringify({ sub: `g-${email}`, email, email_verified: true, name });
  const r = await call<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return { uid: r.localId, email, idToken: r.idToken };
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
}

export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${host()}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}
