/**
 * Firebase writes its e-mails (and their links' `lang`) in the language of the request that asked for
 * them, read from `auth.languageCode` as the X-Firebase-Locale header (a Kiswahili
 * registration's verification e-mail came in English). The SDK is stood in for: what matters is the
 * language set at the moment each e-mail is asked for.
 */
const mockAuth: { languageCode: string | null; currentUser: unknown } = { languageCode: null, currentUser: null };
const mockSent: Array<{ kind: string; languageCode: string | null; url: string }> = [];
const mockUser = { uid: 'u1' };

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: () => mockAuth,
  connectAuthEmulator: () => undefined,
  createUserWithEmailAndPassword: async () => {
    mockAuth.currentUser = mockUser;
    return { user: mockUser };
  },
  updateProfile: async () => undefined,
  sendEmailVerification: async (_user: unknown, settings: { url: string }) => {
    mockSent.push({ kind: 'verify', languageCode: mockAuth.languageCode, url: settings.url });
  },
  sendPasswordResetEmail: async (_auth: unknown, _email: string, settings: { url: string }) => {
    mockSent.push({ kind: 'reset', languageCode: mockAuth.languageCode, url: settings.url });
  },
  GoogleAuthProvider: class {},
}));

import { firebaseAuth } from '@/components/auth/firebase-auth';

const api = firebaseAuth({ apiKey: 'k', authDomain: 'd', projectId: 'p' });

beforeEach(() => {
  mockSent.length = 0;
  mockAuth.languageCode = null;
});

describe('the language of the e-mails Firebase sends', () => {
  it('is Kiswahili for a registration on /sw, English on /', async () => {
    await api.register({ name: 'Wanjiku', email: 'w@x.ke', password: 'mbegu-bora-2026', continueUrl: 'https://miche.test/sw/verify-email', locale: 'sw' });
    await api.register({ name: 'Achieng', email: 'a@x.ke', password: 'seedlings-2026', continueUrl: 'https://miche.test/verify-email', locale: 'en' });
    expect(mockSent).toEqual([
      { kind: 'verify', languageCode: 'sw', url: 'https://miche.test/sw/verify-email' },
      { kind: 'verify', languageCode: 'en', url: 'https://miche.test/verify-email' },
    ]);
  });

  it('follows the page for a verification sent again and a password reset', async () => {
    await api.sendVerification('https://miche.test/sw/verify-email', 'sw');
    await api.sendPasswordReset('a@x.ke', 'https://miche.test/login', 'en');
    await api.sendPasswordReset('w@x.ke', 'https://miche.test/sw/login', 'sw');
    expect(mockSent.map((s) => [s.kind, s.languageCode])).toEqual([
      ['verify', 'sw'],
      ['reset', 'en'],
      ['reset', 'sw'],
    ]);
  });
});
