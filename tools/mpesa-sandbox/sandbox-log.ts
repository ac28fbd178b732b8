import type { LogEntry, NewLogEntry } from './engine-types';
import type { SandboxOptions } from './options';

const LOG_LIMIT = 2_000;

/** The sandbox's log: the newest entries, numbered, each also printed as a line when a logger is set. */
export class SandboxLog {
  private entries: LogEntry[] = [];
  /** Not reset by clear(): the numbers keep rising across a reset. */
  private seq = 0;

  constructor(private readonly options: SandboxOptions) {}

  add(entry: NewLogEntry): void {
    this.seq += 1;
    this.entries.push({ seq: this.seq, at: new Date().toISOString(), ...entry });
    if (this.entries.length > LOG_LIMIT) this.entries = this.entries.slice(-LOG_LIMIT);
    if (this.options.logger !== undefined) {
      const line =
        entry.kind === 'call'
          ? `${entry.method} ${entry.path} -> ${entry.status}`
          : entry.kind === 'event'
            ? entry.message
            : `${entry.kind} ${entry.id} -> ${entry.url} ${entry.outcome}${entry.status === undefined ? '' : ` ${entry.status}`}${entry.error === undefined ? '' : ` (${entry.error})`}`;
      this.options.logger(line);
    }
  }

  list(since = 0, kind?: string): LogEntry[] {
    return this.entries.filter((e) => e.seq > since && (kind === undefined || e.kind === kind));
  }

  clear(): void {
    this.entries = [];
  }
}
