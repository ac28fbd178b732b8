/**
 * Where this code runs, from the environment alone. Pure (no `server-only`), so next.config, the proxy
 * and the server's env() all decide the same way.
 */

interface Source {
  MICHE_DEPLOYMENT?: string;
  NETLIFY?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD?: string;
}

/** The Firebase Auth emulator `npm start` runs locally (firebase-tools, project demo-miche). */
export const LOCAL_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * The one way to let a deployment-like build use the Auth emulator: CI's offline `netlify build`,
 * which has no Firebase project. Never set it on a real site: firebase-admin does not check token
 * signatures in emulator mode, so anyone could sign in as anyone, staff included.
 */
export const UNSAFE_EMULATOR_OPT_IN = 'MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD';

/** A deployment (MICHE_DEPLOYMENT=production, or any Netlify build or function) has no local defaults. */
export function isDeployed(source: Source): boolean {
  return source.MICHE_DEPLOYMENT === 'production' || source.NETLIFY === 'true';
}

/**
 * host:port of the Auth emulator: the one configured, else the local one, never one in a deployment.
 * A deployment that names an emulator throws (the build or the server stops), unless the CI-only
 * opt-in is set.
 */
export function authEmulatorHost(source: Source): string | null {
  const configured = source.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!isDeployed(source)) return configured || LOCAL_AUTH_EMULATOR_HOST;
  if (!configured) return null;
  if (source[UNSAFE_EMULATOR_OPT_IN]?.trim() === '1') return configured;
  throw new Error(
    `FIREBASE_AUTH_EMULATOR_HOST is set in a deployment (MICHE_DEPLOYMENT=production or NETLIFY=true): the emulator accepts forged sign-ins. ` +
      `Remove it and set the Firebase service account. Only CI's offline build may use the emulator, with ${UNSAFE_EMULATOR_OPT_IN}=1.`,
  );
}
