/**
 * A deployment's settings: firebase-admin checks no token signatures in emulator mode, so a deployment
 * that names one must stop at boot, unless CI's offline build opts in by name; and a deployment's
 * secrets must be its own (set, long, never the repository's local defaults), at build and at boot.
 */
import { LOCAL_AT_CALLBACK_SECRET, LOCAL_CALLBACK_SECRET, LOCAL_CRON_SECRET, UNSAFE_EMULATOR_OPT_IN, authEmulatorHost, builtFor } from '@/lib/deployment.mjs';
import { policySources } from '@/lib/security/headers.mjs';
import { readServerEnv } from '@/lib/server/env';

const production = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/miche',
  CRON_SECRET: 'c'.repeat(32),
  MPESA_CALLBACK_SECRET: 'a1'.repeat(16),
  AT_CALLBACK_SECRET: 'b2'.repeat(16),
  FIREBASE_PROJECT_ID: 'miche-prod',
  FIREBASE_CLIENT_EMAIL: 'admin@miche-prod.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-public',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'miche.co.ke',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};
const deployments = [{ MICHE_DEPLOYMENT: 'production' }, { NETLIFY: 'true' }];

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe.each(deployments)('a deployment (%j)', (deployment) => {
  it('uses the service account and no emulator when none is named', () => {
    const env = readServerEnv({ ...production, ...deployment });
    expect(env.deployed).toBe(true);
    expect(env.firebase.emulatorHost).toBeNull();
    expect(env.firebase.serviceAccount?.clientEmail).toBe(production.FIREBASE_CLIENT_EMAIL);
    expect(env.firebasePublic.emulatorUrl).toBeUndefined();
  });

  it('refuses to start with FIREBASE_AUTH_EMULATOR_HOST, even with every production setting present', () => {
    const source = { ...production, ...deployment, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => readServerEnv(source)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*forged/);
    // next.config builds its headers from the same decision, so the build stops too.
    expect(() => policySources(source)).toThrow(/forged/);
  });

  it.each(['true', '0', 'yes', ''])('does not take %j for the opt-in', (value) => {
    const source = { ...production, ...deployment, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', [UNSAFE_EMULATOR_OPT_IN]: value };
    expect(() => readServerEnv(source)).toThrow(/forged/);
  });

  it(`uses the emulator only with ${UNSAFE_EMULATOR_OPT_IN}=1, and says so loudly`, () => {
    const source = {
      ...deployment,
      DATABASE_URL: production.DATABASE_URL,
      CRON_SECRET: production.CRON_SECRET,
      MPESA_CALLBACK_SECRET: production.MPESA_CALLBACK_SECRET,
      AT_CALLBACK_SECRET: production.AT_CALLBACK_SECRET,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-miche',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      [UNSAFE_EMULATOR_OPT_IN]: '1',
    };
    const env = readServerEnv(source);
    expect(env.firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(env.firebasePublic.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('forged'));
  });
});

describe.each(deployments)('a deployment’s secrets (%j)', (deployment) => {
  it.each([
    ['MPESA_CALLBACK_SECRET', undefined, /MPESA_CALLBACK_SECRET is not set/],
    ['MPESA_CALLBACK_SECRET', LOCAL_CALLBACK_SECRET, /MPESA_CALLBACK_SECRET is the local default/],
    ['MPESA_CALLBACK_SECRET', 'a1'.repeat(15), /MPESA_CALLBACK_SECRET has 30 characters; a deployment needs at least 32/],
    ['CRON_SECRET', undefined, /CRON_SECRET is not set/],
    ['CRON_SECRET', LOCAL_CRON_SECRET, /CRON_SECRET is the local default/],
    ['CRON_SECRET', 'ci-only', /CRON_SECRET has 7 characters/],
    ['AT_CALLBACK_SECRET', undefined, /AT_CALLBACK_SECRET is not set/],
    ['AT_CALLBACK_SECRET', LOCAL_AT_CALLBACK_SECRET, /AT_CALLBACK_SECRET is the local default/],
  ])('refuses %s = %j at boot, saying how to make one', (name, value, problem) => {
    const source = { ...production, ...deployment, [name]: value };
    expect(() => readServerEnv(source)).toThrow(problem);
    expect(() => readServerEnv(source)).toThrow(/openssl rand -hex 32/);
  });

  it('refuses them at build too: next.config stops', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { ...production, ...deployment, CRON_SECRET: LOCAL_CRON_SECRET });
    try {
      jest.resetModules();
      await expect(import('@/next.config.mjs')).rejects.toThrow(/CRON_SECRET is the local default/);
    } finally {
      process.env = saved;
    }
  });
});

describe('where the server code was built for', () => {
  it('is baked in at build, so a Netlify function without netlify.toml’s settings still knows', () => {
    expect(builtFor({ NETLIFY: 'true' })).toBe('netlify');
    expect(builtFor({ MICHE_DEPLOYMENT: 'production' })).toBe('deployment');
    expect(builtFor({})).toBe('local');
    const atRuntime = { ...production, MICHE_BUILT_FOR: 'netlify' };
    const env = readServerEnv(atRuntime);
    expect(env.deployed).toBe(true);
    expect(env.clientIpHeader).toBe('x-nf-client-connection-ip');
    expect(() => readServerEnv({ ...atRuntime, CRON_SECRET: undefined })).toThrow(/CRON_SECRET is not set/);
  });

  it('takes the caller’s address from X-Forwarded-For elsewhere (npm start sets it from the socket), or the header named', () => {
    expect(readServerEnv({}).clientIpHeader).toBe('x-forwarded-for');
    expect(readServerEnv({ CLIENT_IP_HEADER: 'X-Real-IP' }).clientIpHeader).toBe('x-real-ip');
  });
});

describe('locally', () => {
  it('uses the emulator npm start runs, or the one named, with no warning', () => {
    expect(readServerEnv({}).firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(readServerEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9499' }).firebase.emulatorHost).toBe('127.0.0.1:9499');
    expect(authEmulatorHost({ FIREBASE_AUTH_EMULATOR_HOST: '  ' })).toBe('127.0.0.1:9099');
    expect(console.warn).not.toHaveBeenCalled();
  });
});
