/**
 * Serves one PGlite over the PostgreSQL wire protocol to many connections (the app's pool, the npm
 * commands, psql). PGlite runs one statement at a time, so connections take turns; a turn is a whole
 * message group up to Sync (or a simple Query), never a single message, because the extended
 * protocol's unnamed statement and portal belong to the group: interleaving another connection's
 * Parse/Bind between them fails with "portal does not exist" (as @electric-sql/pglite-socket did
 * under concurrent queries). A connection inside a transaction keeps its turn until the transaction
 * ends, read from the ReadyForQuery status PGlite sends back; closing mid-transaction rolls it back.
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const READY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

interface Connection {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  pending: Uint8Array[];
  closed: boolean;
}

interface Turn {
  conn: Connection;
  messages: Uint8Array[];
  /** The group ended with Flush: the client waits for output before it sends Sync. */
  open: boolean;
}

const syncMessage = () => new Uint8Array([SYNC, 0, 0, 0, 4]);

function queryMessage(sql: string): Uint8Array {
  const body = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** The transaction status of the last ReadyForQuery in a backend output, or null when there is none. */
function lastReadyStatus(output: Buffer): number | null {
  let status: number | null = null;
  for (let at = 0; at + 5 <= output.length;) {
    const length = output.readInt32BE(at + 1);
    if (output[at] === READY && length === 5 && at + 5 < output.length) status = output[at + 5] ?? null;
    at += 1 + length;
  }
  return status;
}

export class PgliteWireServer {
  private readonly server: net.Server;
  private readonly turns: Turn[] = [];
  /** The connection whose transaction (or unfinished message group) is in progress. */
  private owner: Connection | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const turn of this.turns) turn.conn.socket.destroy();
    });
  }

  private accept(socket: net.Socket): void {
    socket.setNoDelay(true);
    const conn: Connection = { socket, buffer: Buffer.alloc(0), started: false, pending: [], closed: false };
    socket.on('data', (chunk: Buffer) => {
      conn.buffer = Buffer.concat([conn.buffer, chunk]);
      this.split(conn);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      conn.closed = true;
      for (let i = this.turns.length - 1; i >= 0; i--) if (this.turns[i]?.conn === conn) this.turns.splice(i, 1);
      // Leave no transaction (or half-sent group) holding the database for a client that is gone.
      if (this.owner === conn) this.turns.unshift({ conn, messages: [syncMessage(), queryMessage('ROLLBACK')], open: false });
      this.run();
    });
  }

  /** Cuts the connection's bytes into messages and its messages into turns. */
  private split(conn: Connection): void {
    for (;;) {
      if (!conn.started) {
        if (conn.buffer.length < 8) return;
        const length = conn.buffer.readInt32BE(0);
        const code = conn.buffer.readInt32BE(4);
        if (conn.buffer.length < length) return;
        const message = conn.buffer.subarray(0, length);
        conn.buffer = conn.buffer.subarray(length);
        if (code === SSL_REQUEST) conn.socket.write('N');
        else if (code !== CANCEL_REQUEST) {
          conn.started = true;
          this.enqueue({ conn, messages: [new Uint8Array(message)], open: false });
        }
        continue;
      }
      if (conn.buffer.length < 5) return;
      const length = 1 + conn.buffer.readInt32BE(1);
      if (conn.buffer.length < length) return;
      const type = conn.buffer[0];
      conn.pending.push(new Uint8Array(conn.buffer.subarray(0, length)));
      conn.buffer = conn.buffer.subarray(length);
      if (type === TERMINATE) {
        conn.pending = [];
        conn.socket.end();
        return;
      }
      // Everything but the extended protocol's Parse/Bind/Describe/Execute/Close ends a turn.
      if (type === SYNC || type === QUERY || type === FLUSH || type === 0x70 /* 'p' password */) {
        this.enqueue({ conn, messages: conn.pending, open: type === FLUSH });
        conn.pending = [];
      }
    }
  }

  private enqueue(turn: Turn): void {
    this.turns.push(turn);
    this.run();
  }

  private run(): void {
    if (this.running) return;
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
      if (this.nextTurn() !== -1) this.run();
    });
  }

  private nextTurn(): number {
    if (this.owner && !this.owner.closed) return this.turns.findIndex((t) => t.conn === this.owner);
    return this.turns.length > 0 ? 0 : -1;
  }

  private async drain(): Promise<void> {
    for (let index = this.nextTurn(); index !== -1; index = this.nextTurn()) {
      const [turn] = this.turns.splice(index, 1);
      if (!turn) continue;
      const output: Buffer[] = [];
      await this.db.runExclusive(async () => {
        for (const message of turn.messages) {
          await this.db.execProtocolRawStream(message, {
            onRawData: (data) => {
              output.push(Buffer.from(data));
              if (!turn.conn.closed) turn.conn.socket.write(data);
            },
          });
        }
      });
      const status = lastReadyStatus(Buffer.concat(output));
      this.owner = turn.open || (status !== null && status !== IDLE) ? turn.conn : null;
      if (turn.conn.closed && this.owner === turn.conn) this.owner = null;
    }
  }
}
