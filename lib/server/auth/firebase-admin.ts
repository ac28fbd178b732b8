import 'server-only';
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { env, exposeAuthEmulatorHost } from '../env';

const APP_NAME = 'miche';

/** firebase-admin's Auth: the emulator locally and in tests, the service account in production. */
export function adminAuth(): Auth {
  const existing = getApps().find((a) => a.name === APP_NAME);
  return getAuth(existing ?? createApp());
}

function createApp(): App {
  const { projectId, emulatorHost, serviceAccount } = env().firebase;
  if (emulatorHost) exposeAuthEmulatorHost(emulatorHost);
  const credential = serviceAccount ? { credential: cert({ projectId, ...serviceAccount }) } : {};
  return initializeApp({ projectId, ...credential }, APP_NAME);
}
