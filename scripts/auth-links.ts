/**
 * `npm run auth:links`: the verification and password-reset links the local Auth emulator would
 * have e-mailed (it sends no mail). Open one in the browser to act on it.
 */
import { readServerEnv } from '@/lib/server/env';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const host = env.firebase.emulatorHost;
  if (!host) throw new Error('No Auth emulator is configured (FIREBASE_AUTH_EMULATOR_HOST); production sends real e-mails.');
  const response = await fetch(`http://${host}/emulator/v1/projects/${env.firebase.projectId}/oobCodes`).catch(() => null);
  if (!response?.ok) throw new Error(`The Auth emulator on ${host} did not answer: is \`npm start\` running?`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  if (oobCodes.length === 0) console.log('No e-mails yet.');
  for (const code of oobCodes) console.log(`${code.requestType.padEnd(14)} ${code.email}\n  ${code.oobLink}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
