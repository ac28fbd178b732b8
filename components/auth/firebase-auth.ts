/**
 * Everything Miche does with the Firebase JS SDK, in one module that is only ever loaded with a
 * dynamic import(): public pages never download it. Auth is initialised with only the pieces used
 * (Firebase's "custom dependencies" setup) instead of getAuth(), which pulls in every resolver.
 */
import { initializeApp, getApps } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { isPopupBlocked } from '@/lib/auth/error-messages';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import type { Locale } from '@/lib/i18n/locales';

export type FirebaseUser = User;

export interface FirebaseAuthApi {
  currentUser(): User | null;
  /** Resolves once Firebase has read its persisted state. */
  ready(): Promise<User | null>;
  signInWithEmail(email: string, password: string): Promise<User>;
  /** `locale`: the language of the verification e-mail Firebase sends (as for the two sends below). */
  register(input: { name: string; email: string; password: string; continueUrl: string; locale: Locale }): Promise<User>;
  /** Google in a popup; where the browser blocks popups, a full-page redirect (resolves to null). */
  signInWithGoogle(): Promise<User | null>;
  /** The user coming back from a Google redirect, if any. */
  redirectResult(): Promise<User | null>;
  sendPasswordReset(email: string, continueUrl: string, locale: Locale): Promise<void>;
  sendVerification(continueUrl: string, locale: Locale): Promise<void>;
  /** Re-reads the user from Firebase; true when the e-mail is now verified. */
  reloadVerified(): Promise<boolean>;
  idToken(forceRefresh?: boolean): Promise<string>;
  signOut(): Promise<void>;
}

function auth(config: FirebasePublicConfig): Auth {
  const existing = getApps().find((a) => a.name === 'miche');
  const app = existing ?? initializeApp(config, 'miche');
  // initializeAuth throws if called twice for one app; the module is cached, so this runs once.
  const instance = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
  return instance;
}

let api: FirebaseAuthApi | undefined;

export function firebaseAuth(config: FirebasePublicConfig): FirebaseAuthApi {
  if (api) return api;
  const a = auth(config);
  const signedIn = (): User => {
    if (!a.currentUser) throw Object.assign(new Error('Not signed in to Firebase'), { code: 'auth/no-current-user' });
    return a.currentUser;
  };
  // Firebase writes its e-mails (verification, password reset) in the language of the page that asked.
  const inLanguage = (locale: Locale) => {
    a.languageCode = locale;
  };
  const google = () => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return provider;
  };
  api = {
    currentUser: () => a.currentUser,
    ready: () =>
      new Promise((resolve) => {
        const stop = onAuthStateChanged(a, (user) => {
          stop();
          resolve(user);
        });
      }),
    async signInWithEmail(email, password) {
      return (await signInWithEmailAndPassword(a, email, password)).user;
    },
    async register({ name, email, password, continueUrl, locale }) {
      const { user } = await createUserWithEmailAndPassword(a, email, password);
      await updateProfile(user, { displayName: name });
      inLanguage(locale);
      await sendEmailVerification(user, { url: continueUrl });
      return user;
    },
    async signInWithGoogle() {
      try {
        return (await signInWithPopup(a, google())).user;
      } catch (error) {
        if (!isPopupBlocked(error)) throw error;
        await signInWithRedirect(a, google());
        return null;
      }
    },
    async redirectResult() {
      return (await getRedirectResult(a))?.user ?? null;
    },
    sendPasswordReset: (email, continueUrl, locale) => {
      inLanguage(locale);
      return sendPasswordResetEmail(a, email, { url: continueUrl });
    },
    sendVerification: (continueUrl, locale) => {
      const user = signedIn();
      inLanguage(locale);
      return sendEmailVerification(user, { url: continueUrl });
    },
    async reloadVerified() {
      const user = signedIn();
      await reload(user);
      return user.emailVerified;
    },
    idToken: (forceRefresh = false) => signedIn().getIdToken(forceRefresh),
    signOut: () => signOut(a),
  };
  return api;
}
