// @ts-check
/**
 * Where this code runs, from the environment alone. Pure (no `server-only`), so next.config, the proxy
 * and the server's env() all decide the same way. JavaScript with JSDoc types, because next.config.mjs
 * imports it as Node loads it, untranslated; TypeScript checks it like the rest.
 */

/**
 * The environment, or a part of it. MICHE_BUILT_FOR is baked into the server code by next.config at
 * build time: Netlify gives functions no netlify.toml settings.
 * @typedef {{ [setting: string]: unknown, MICHE_DEPLOYMENT?: string, NETLIFY?: string, MICHE_BUILT_FOR?: string, FIREBASE_AUTH_EMULATOR_HOST?: string, MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD?: string }} Source
 */

/** The Firebase Auth emulator `npm start` runs locally (firebase-tools, project demo-miche). */
export const LOCAL_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * The one way to let a deployment-like build use the Auth emulator: CI's offline `netlify build`,
 * which has no Firebase project. Never set it on a real site: firebase-admin does not check token
 * signatures in emulator mode, so anyone could sign in as anyone, staff included.
 */
export const UNSAFE_EMULATOR_OPT_IN = 'MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD';

/**
 * A deployment (MICHE_DEPLOYMENT=production, any Netlify build or function, or code built for one)
 * has no local defaults.
 */
/** @param {Source} source */
export function isDeployed(source) {
  return source.MICHE_DEPLOYMENT === 'production' || isNetlify(source) || source.MICHE_BUILT_FOR === 'deployment';
}

/** A Netlify build, or code built by one (its functions do not always see NETLIFY=true). */
/** @param {Source} source */
export function isNetlify(source) {
  return source.NETLIFY === 'true' || source.MICHE_BUILT_FOR === 'netlify';
}

/**
 * What next.config bakes into the server code as MICHE_BUILT_FOR.
 * @param {Source} source
 * @returns {'netlify' | 'deployment' | 'local'}
 */
export function builtFor(source) {
  return isNetlify(source) ? 'netlify' : isDeployed(source) ? 'deployment' : 'local';
}

/** Local only, printed in this repository: a deployment refuses them (deploymentSecretProblems). */
export const LOCAL_CRON_SECRET = 'local-cron-secret';
export const LOCAL_CALLBACK_SECRET = 'local-callback-secret-7f3a9c2e';
export const LOCAL_AT_CALLBACK_SECRET = 'local-at-callback-secret';
/** The local Africa's Talking stand-in's API key (tools/at-sandbox). */
export const LOCAL_AT_API_KEY = 'local-at-api-key';
export const MIN_DEPLOYED_SECRET_LENGTH = 32;

/** @type {ReadonlyArray<readonly [string, string]>} */
const DEPLOYED_SECRETS = [
  // Anyone who knows it can forge a paid M-Pesa callback.
  ['MPESA_CALLBACK_SECRET', LOCAL_CALLBACK_SECRET],
  // Anyone who knows it can run the reconciler and register the Paybill URLs.
  ['CRON_SECRET', LOCAL_CRON_SECRET],
  // Anyone who knows it can shop over USSD as any phone number (Africa's Talking does not sign callbacks).
  ['AT_CALLBACK_SECRET', LOCAL_AT_CALLBACK_SECRET],
];

/**
 * What is wrong with a deployment's secrets: each must be set, at least 32 characters, and not the
 * repository's local default. Checked when the site is built (next.config) and when it starts.
 */
/**
 * @param {Source} source
 * @returns {string[]}
 */
export function deploymentSecretProblems(source) {
  if (!isDeployed(source)) return [];
  /** @type {string[]} */
  const problems = [];
  for (const [name, localDefault] of DEPLOYED_SECRETS) {
    const raw = source[name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') problems.push(`${name} is not set.`);
    else if (value === localDefault) problems.push(`${name} is the local default printed in the repository.`);
    else if (value.length < MIN_DEPLOYED_SECRET_LENGTH)
      problems.push(`${name} has ${value.length} characters; a deployment needs at least ${MIN_DEPLOYED_SECRET_LENGTH}.`);
  }
  return problems;
}

/**
 * Throws with every problem and how to make a good secret.
 * @param {Source} source
 */
export function assertDeploymentSecrets(source) {
  const problems = deploymentSecretProblems(source);
  if (problems.length === 0) return;
  throw new Error(
    `Secrets of this deployment (MICHE_DEPLOYMENT=production or Netlify) are not safe:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      `Make each one with \`openssl rand -hex 32\` (or \`node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))"\`) and set it in the site's environment, for builds and functions.`,
  );
}

/**
 * host:port of the Auth emulator: the one configured, else the local one, never one in a deployment.
 * A deployment that names an emulator throws (the build or the server stops), unless the CI-only
 * opt-in is set.
 */
/**
 * @param {Source} source
 * @returns {string | null}
 */
export function authEmulatorHost(source) {
  const configured = source.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!isDeployed(source)) return configured || LOCAL_AUTH_EMULATOR_HOST;
  if (!configured) return null;
  if (source[UNSAFE_EMULATOR_OPT_IN]?.trim() === '1') return configured;
  throw new Error(
    `FIREBASE_AUTH_EMULATOR_HOST is set in a deployment (MICHE_DEPLOYMENT=production or NETLIFY=true): the emulator accepts forged sign-ins. ` +
      `Remove it and set the Firebase service account. Only CI's offline build may use the emulator, with ${UNSAFE_EMULATOR_OPT_IN}=1.`,
  );
}
