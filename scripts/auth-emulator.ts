/**
 * The Firebase Auth emulator from firebase-tools: pure Node, offline, no emulator UI (which would
 * download). `npm start`, the integration tests and the e2e runner start it through here. Its
 * configuration lives in a throwaway folder, so firebase-tools' debug log never lands in the repo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portInUse } from './embedded-db';

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

export async function isAuthEmulatorReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the emulator on 127.0.0.1:`port` for `projectId` (a `demo-` id keeps firebase-tools
 * offline). Its hub and logging ports are the two after `port`, so two emulators (a developer's
 * `npm start` and the e2e run) can live side by side. `stop` works at once, even before `ready`.
 */
export function launchAuthEmulator(options: { port: number; projectId: string; quiet?: boolean }): AuthEmulator & { ready: Promise<void> } {
  const host = `127.0.0.1:${options.port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'miche-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: options.port },
      hub: { host: '127.0.0.1', port: options.port + 1 },
      logging: { host: '127.0.0.1', port: options.port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const bin = path.join(process.cwd(), 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', path.join(dir, 'firebase.json')],
    {
      cwd: dir,
      stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' },
    },
  );
  let stopped = false;
  const stop = async () => {
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killer);
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = (async () => {
    if (await portInUse(options.port)) throw new Error(`Port ${options.port} is taken: is another Auth emulator running?`);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await isAuthEmulatorReady(host))) {
      if (stopped) throw new Error('The Auth emulator was stopped before it was ready');
      if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode} before it was ready`);
      if (Date.now() > deadline) throw new Error(`The Auth emulator was not ready after ${READY_TIMEOUT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  ready.catch(() => void stop());
  return { host, stop, ready };
}
