/**
 * Child processes for the bench: each service runs in its own process group so that stopping it also
 * stops what it started (`npm start` runs the embedded database, the M-Pesa sandbox and `next start`;
 * Chromium runs renderer and GPU helpers). The reaper stops the groups the bench could not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync } from 'node:fs';
import { get } from 'node:http';
import net from 'node:net';
import { forgetGroup, watchGroup } from './reaper';

export interface Service {
  name: string;
  child: ChildProcess;
  /** Where its stdout and stderr go, to read when it fails. */
  logFile: string;
  stop(): Promise<void>;
}

/** A web server the bench started, at http://127.0.0.1:port. */
export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it; the tiny race with other programs is accepted). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every service not yet stopped, so a crash can stop them all (stopAll). */
const running = new Set<Service>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the whole group (so `npm start` closes its database cleanly), SIGKILL if it lingers. */
async function stopGroup(pid: number, graceMs: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (const deadline = Date.now() + graceMs; Date.now() < deadline; await sleep(100)) {
    if (!groupAlive(pid)) return;
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; graceMs?: number },
): Service {
  const log = openSync(options.logFile, 'a');
  // detached: a new process group, which Ctrl-C in the terminal does not reach: the bench or the
  // reaper stops it.
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  // A failed spawn (a wrong CHROMIUM_PATH) is also emitted as an event, which would otherwise crash
  // the bench past its clean-up; the error is thrown just below anyway, and logged here.
  child.on('error', (error) => appendFileSync(options.logFile, `${name}: ${error.message}\n`));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name}: could not start ${command}`);
  watchGroup(pid);
  const service: Service = {
    name,
    child,
    logFile: options.logFile,
    stop: async () => {
      await stopGroup(pid, options.graceMs ?? 15_000);
      forgetGroup(pid);
      running.delete(service);
    },
  };
  running.add(service);
  return service;
}

/** Stops every running service, the last started first (the web server before the database it uses). */
export async function stopAll(): Promise<void> {
  for (const service of [...running].reverse()) await service.stop();
}

/** Runs a command to completion (a build), its output in logFile; rejects on a non-zero exit. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<void> {
  const service = startService(name, command, args, options);
  const code = await new Promise<number>((resolve) => service.child.once('exit', (c) => resolve(c ?? 1)));
  await service.stop();
  if (code !== 0) throw new Error(`${name} failed (exit ${code}); see ${options.logFile}`);
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

/** Polls url until it answers 200; fails early if the service exits, or after timeoutMs. */
export async function waitForOk(service: Service, url: string, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(500)) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(`${service.name} exited before ${url} answered; see ${service.logFile}`);
    }
    if ((await status(url)) === 200) return;
  }
  throw new Error(`${service.name}: ${url} did not answer 200 within ${timeoutMs / 1000} s; see ${service.logFile}`);
}
