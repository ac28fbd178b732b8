/**
 * Miche as `npm start -- --build` serves it: a fresh production build, on a throwaway embedded
 * database and free ports, so the bench never touches a developer's running shop or data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, startService, waitForOk, type RunningSite } from './processes';
import { settings } from './settings';

/** `databaseUrl`: a PostgreSQL database to serve from instead of a throwaway embedded one (bench:load). */
export async function startMiche(logFile: string, options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<RunningSite> {
  const [port, pglitePort, sandboxPort, authPort, atPort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  // The bench's own Auth emulator; session-cookie.ts signs the bench farmer in on it.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  const scratch = mkdtempSync(path.join(settings.tmpDir, 'database-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_PORT: String(pglitePort),
    PGLITE_DATA_DIR: path.join(scratch, 'pglite'),
    MPESA_SANDBOX_PORT: String(sandboxPort),
    AT_SANDBOX_PORT: String(atPort),
    // Its own build directory: a developer's `npm start` keeps serving its own build meanwhile.
    MICHE_DIST_DIR: '.next-bench',
    NEXT_TELEMETRY_DISABLED: '1',
    ...options.env,
  };
  // The embedded database unless told otherwise, and always the local sandbox, even when the shell
  // points at real ones.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  delete env.MPESA_BASE_URL;
  const service = startService('npm start', process.execPath, [settings.tsxBin, '--conditions=react-server', 'scripts/start.ts', '--build'], {
    cwd: settings.root,
    env,
    logFile,
  });
  const site: RunningSite = {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await service.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  try {
    // Only /api/health: services added to `npm start` later (an auth emulator) start before it answers.
    await waitForOk(service, `${site.origin}/api/health`, settings.startTimeoutMs);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
