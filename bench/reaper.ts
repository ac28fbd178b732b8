/**
 * The reaper: a tiny Node process outside the bench's process group that stops every service group
 * still registered when the bench ends in any way, even a kill. It is needed for Ctrl-C: tsx, which
 * `npm run bench` runs under, SIGKILLs its child when the child does not acknowledge a signal within
 * milliseconds, which it cannot while Lighthouse blocks the event loop processing a trace.
 * Protocol on its stdin: "+<pgid>" to watch a group, "-<pgid>" to forget it; end of input means the
 * bench is gone, and the reaper sends SIGTERM to each group, then SIGKILL to any left after 15 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

// Plain JavaScript run with `node -e`: the reaper must start instantly and depend on nothing.
const SOURCE = `
const groups = new Set();
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\\n');
  pending = lines.pop();
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (line[0] === '+') groups.add(pgid);
    else groups.delete(pgid);
  }
});
process.stdin.on('end', () => {
  const signal = (name) => {
    for (const pgid of groups) {
      try { process.kill(-pgid, name); } catch { groups.delete(pgid); }
    }
  };
  const started = Date.now();
  signal('SIGTERM');
  setInterval(() => {
    signal(0);
    if (groups.size > 0 && Date.now() - started < 15000) return;
    signal('SIGKILL');
    process.exit(0);
  }, 200);
});
`;

let reaper: ChildProcess | undefined;

function send(line: string): void {
  if (!reaper) {
    reaper = spawn(process.execPath, ['-e', SOURCE], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    // Neither the reaper nor the pipe to it may keep the bench alive once its work is done.
    reaper.unref();
    if (reaper.stdin instanceof net.Socket) reaper.stdin.unref();
  }
  reaper.stdin?.write(`${line}\n`);
}

export const watchGroup = (pgid: number) => send(`+${pgid}`);
export const forgetGroup = (pgid: number) => send(`-${pgid}`);
