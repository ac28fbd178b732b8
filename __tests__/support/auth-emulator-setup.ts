/**
 * jest globalSetup for the integration project: one Firebase Auth emulator (firebase-tools, offline)
 * for the whole run, on a port of its own so a developer's `npm start` can keep running.
 */
import { launchAuthEmulator } from '../../scripts/auth-emulator';

export const TEST_AUTH_EMULATOR_PORT = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9499);

export default async function setup(): Promise<void> {
  const emulator = launchAuthEmulator({ port: TEST_AUTH_EMULATOR_PORT, projectId: 'demo-miche', quiet: true });
  (globalThis as { __micheAuthEmulator?: typeof emulator }).__micheAuthEmulator = emulator;
  await emulator.ready;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = 'demo-miche';
  process.env.ADMIN_EMAILS = 'boss@miche.test,chief@miche.test';
  // The suites pay from the sandbox's one test phone many times a minute; __tests__/integration/rate-limits.test.ts uses the real limits.
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
}
