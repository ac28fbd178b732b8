/**
 * The Auth emulator in a deployment: firebase-admin checks no token signatures in emulator mode, so a
 * deployment that names one must stop at boot, unless CI's offline build opts in by name.
 */
import { UNSAFE_EMULATOR_OPT_IN, authEmulatorHost } from '@/lib/deployment';
import { policySources } from '@/lib/security/headers';
import { readServerEnv } from '@/lib/server/env';

const production = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/miche',
  CRON_SECRET: 'cron',
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
    const source = { ...deployment, DATABASE_URL: production.DATABASE_URL, CRON_SECRET: 'ci', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-miche', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', [UNSAFE_EMULATOR_OPT_IN]: '1' };
    const env = readServerEnv(source);
    expect(env.firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(env.firebasePublic.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('forged'));
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
