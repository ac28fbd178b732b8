/** Signed-in people for route-handler tests: an Auth emulator user with a real session cookie. */
import { POST as postSession } from '@/app/api/auth/session/route';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { signUp } from './firebase-users';
import { jsonRequest, setCookies } from './requests';

export interface Person {
  uid: string;
  email: string;
  cookie: string;
}

export async function signedIn(options: { verified?: boolean; name?: string; phone?: string } = {}): Promise<Person> {
  const user = await signUp({ verified: options.verified ?? true, displayName: options.name ?? 'Test Farmer' });
  const signup = { name: options.name ?? 'Test Farmer', phone: options.phone ?? '', referralCode: '' };
  const response = await postSession(jsonRequest('/api/auth/session', { body: { idToken: user.idToken, signup } }), undefined);
  if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
  return { uid: user.uid, email: user.email, cookie: `__session=${setCookies(response).get('__session')?.value ?? ''}` };
}

/** Staff, as ADMIN_EMAILS would make them; set directly since the test emulator is shared. */
export async function signedInStaff(db: Db): Promise<Person> {
  const person = await signedIn({ name: 'Nursery Staff' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.uid, person.uid));
  return person;
}
