/**
 * A fresh headless Chromium for each Lighthouse run: a new profile every time, so no cache, cookie or
 * compiled code from an earlier run makes a later one faster.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startService } from './processes';
import { settings } from './settings';

/** Quiet and offline: no background downloads, updates or sync to disturb the measurement. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function launchChromium(chromiumPath: string, logFile: string): Promise<Chromium> {
  const profile = mkdtempSync(path.join(settings.tmpDir, 'chromium-'));
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort in the profile.
  // The headless shell is headless already and knows no --headless=new.
  const headless = path.basename(chromiumPath).includes('headless-shell') ? [] : ['--headless=new'];
  const args = [...headless, ...QUIET_CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  const service = startService('chromium', chromiumPath, args, { cwd: profile, env: process.env, logFile, graceMs: 5_000 });
  const close = async () => {
    await service.stop();
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    if (service.child.exitCode !== null) break;
    const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return { port, close };
  }
  await close();
  throw new Error(`Chromium (${chromiumPath}) did not open its DevTools port; see ${logFile}`);
}

export async function chromiumVersion(chromiumPath: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(chromiumPath, ['--version']);
    return stdout.trim();
  } catch (error) {
    throw new Error(`cannot run Chromium at ${chromiumPath} (set CHROMIUM_PATH): ${error instanceof Error ? error.message : String(error)}`);
  }
}
