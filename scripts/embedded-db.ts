/**
 * The embedded database: PGlite (PostgreSQL in WASM) with its files under PGLITE_DATA_DIR, served
 * over the PostgreSQL wire protocol on 127.0.0.1:PGLITE_PORT. The app, `npm run db:*`, the other
 * commands and psql all connect to it with the same driver as to a real server; PGlite itself
 * allows one process, so only the process that started it opens the files.
 */
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PgliteWireServer } from './pglite-wire-server';

export interface EmbeddedDb {
  port: number;
  stop(): Promise<void>;
}

/** True when something already accepts connections on the port (another `npm start`, say). */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startEmbeddedDb(options: { dataDir: string; port: number }): Promise<EmbeddedDb> {
  const memory = options.dataDir === 'memory://';
  if (!memory) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create(memory ? undefined : options.dataDir);
  // Several connections take turns on PGlite's one; a transaction keeps it until it ends.
  const server = new PgliteWireServer(db);
  let port: number;
  try {
    // Port 0 asks the OS for a free port (tests).
    port = await server.listen(options.port, '127.0.0.1');
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    port,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}
