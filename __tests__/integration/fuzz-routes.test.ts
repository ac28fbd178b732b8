/**
 * Every route handler under app/, fed random and malformed requests (fast-check): bodies that are not
 * JSON, JSON of the wrong shape, odd content types, forged cookies and tokens, random path parameters.
 * None may answer 500 or throw, and none may write: every table keeps its rows exactly (the rate-limit
 * counters excepted, since counting requests is their job). Requires: the Auth emulator
 * (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set. Every refusal keeps the error contract
 * (a known code beside `success` and `message`), so this also covers every route's error answers.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { useDatabase } from '@/lib/server/db/client';
import { seedShop } from '@/lib/server/db/seed';
import { brokenErrorContract } from '../support/error-contract';
import { tableFingerprints } from '../support/table-fingerprints';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.join(process.cwd(), 'app');
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** The dynamic segments of a route's folder path, e.g. ["orderId"] for getOrder/[orderId]. */
function paramNames(file: string): string[] {
  return [...path.relative(ROOT, file).matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1] ?? '');
}

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '..',
    '%00',
    '\u0000',
    '\uD800',
    '\u001b',
    'Nairobi',
    "Murang'a",
    '320',
    '-1',
    'a'.repeat(300),
    'ws_CO_123',
    'local-callback-secret-7f3a9c2e',
  ),
);
const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', 'null', '[]', '{"idToken":"x"}', '{"userId":"u","items":[],"total":-1}', '{"amount":1e308}', '{"__proto__":{"x":1}}'),
  fc.record({ phone: fc.string(), amount: fc.double(), orderId: fc.string(), userId: fc.string() }).map((v) => JSON.stringify(v)),
);
const headers = fc.record({
  'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', ''),
  cookie: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 80 }).map((s) => `__session=${s}`),
    fc.constant('__session=eyJhbGciOiJub25lIn0.e30.; miche_signed_in=1'),
  ),
  authorization: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  ),
  origin: fc.constantFrom('', 'http://localhost:3000', 'https://evil.example', 'null'),
});
const query = fc.dictionary(fc.constantFrom('userId', 'before', 'limit', 'q', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 3 });

describe.each(databaseKinds)('every route handler under random input on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    useDatabase(database.db);
    await seedShop(database.db);
  });
  afterAll(() => database.close());

  const files = routeFiles(ROOT).sort();

  it('finds the routes', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [path.relative(ROOT, f)]))('%s never answers 500 and never writes', async (relative) => {
    const file = path.join(ROOT, relative);
    const mod = (await import(file)) as Record<string, unknown>;
    const names = paramNames(file);
    const before = await tableFingerprints(database.db);
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler !== 'function') continue;
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: names.length, maxLength: names.length }), body, headers, query, async (segments, text, h, q) => {
          const url = new URL(`http://localhost:3000/api/${relative}`);
          for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
          const init: RequestInit = { method, headers: Object.fromEntries(Object.entries({ ...h, host: 'localhost:3000' }).filter(([, v]) => v !== '')) };
          if (method !== 'GET') init.body = text;
          const params = Object.fromEntries(names.map((n, i) => [n, names[i] === 'path' ? [segments[i] ?? ''] : (segments[i] ?? '')]));
          const response = await (handler as (r: Request, c: unknown) => Promise<Response>)(new Request(url, init), { params: Promise.resolve(params) });
          expect(response.status).toBeLessThan(500);
          expect(await brokenErrorContract(relative, response)).toBeNull();
        }),
        { numRuns: RUNS },
      );
    }
    expect(await tableFingerprints(database.db)).toEqual(before);
  });
});
