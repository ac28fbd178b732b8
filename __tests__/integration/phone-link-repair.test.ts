/**
 * Migration 0011 repairs the rows the USSD takeover left. A phone stays confirmed only
 * where it is the number the confirmed code was sent to; every other confirmation goes, and the
 * account is listed for staff. Runs the migrations up to 0010, writes such rows, then migrates on.
 * Requires: PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from '@/lib/server/db/migrate';
import { repairedPhoneLinks } from '@/lib/server/services/admin/customers';
import { callerUid } from '@/lib/server/services/ussd';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/** The migrations folder as it was before `tag`: the same files, the journal cut there. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'miche-migrations-'));
  cpSync(path.join(process.cwd(), 'drizzle'), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(databaseKinds)('the phone-link repair of migration 0011 on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind, { migrate: false });
    const before = migrationsBefore('0011_ussd_identity_and_purchases');
    try {
      await migrate(t.db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
  afterAll(() => t.close());

  it('keeps a confirmation only where the profile phone is the number its code went to, and lists the rest for staff', async () => {
    const confirmedAt = '2026-11-20T08:00:00Z';
    const person = (uid: string, phone: string | null, code: string) =>
      t.db.execute(sql`insert into users (uid, phone, phone_confirmed_at, referral_code) values (${uid}, ${phone}, ${confirmedAt}::timestamptz, ${code})`);
    const codeSms = (uid: string, phone: string, at: string) =>
      t.db.execute(
        sql`insert into sms_outbox (idempotency_key, phone, message, created_at) values (${`phone-code:${uid}:${Date.parse(at)}`}, ${phone}, 'Miche: your code is 123456.', ${at}::timestamptz)`,
      );
    // Confirmed its own number, then asked a code for another that it never confirmed.
    await person('honest', '+254711000001', 'HONEST22');
    await codeSms('honest', '+254711000001', '2026-11-20T07:58:00Z');
    await codeSms('honest', '+254711000009', '2026-11-21T07:58:00Z');
    // Confirmed A, then changed the profile phone to the victim's B.
    await person('taker', '+254711000002', 'TAKER222');
    await codeSms('taker', '+254711000003', '2026-11-20T07:59:00Z');
    // Confirmed, then cleared the phone (a checkout would fill it with another number).
    await person('cleared', null, 'CLEARED2');
    await codeSms('cleared', '+254711000004', '2026-11-20T07:59:30Z');
    // Confirmed, but no code SMS is known for it: nobody can say it was theirs.
    await person('unknown', '+254711000005', 'UNKNOWN2');

    await runMigrations(t.db);

    const { rows } = await t.db.execute<{ uid: string; ussd_phone: string | null; confirmed: boolean }>(
      sql`select uid, ussd_phone, phone_confirmed_at is not null as confirmed from users order by uid`,
    );
    expect(rows).toEqual([
      { uid: 'cleared', ussd_phone: null, confirmed: false },
      { uid: 'honest', ussd_phone: '+254711000001', confirmed: true },
      { uid: 'taker', ussd_phone: null, confirmed: false },
      { uid: 'unknown', ussd_phone: null, confirmed: false },
    ]);
    expect(await callerUid(t.db, '+254711000001')).toBe('honest');
    expect(await callerUid(t.db, '+254711000002')).toBe('phone:+254711000002');

    const listed = await repairedPhoneLinks(t.db);
    expect(
      listed.map(({ uid, phone, codePhone, ordersFromPhone }) => ({ uid, phone, codePhone, ordersFromPhone })).sort((a, b) => a.uid.localeCompare(b.uid)),
    ).toEqual([
      { uid: 'cleared', phone: null, codePhone: '+254711000004', ordersFromPhone: 0 },
      { uid: 'taker', phone: '+254711000002', codePhone: '+254711000003', ordersFromPhone: 0 },
      { uid: 'unknown', phone: '+254711000005', codePhone: null, ordersFromPhone: 0 },
    ]);

    // From now on the database itself refuses a USSD phone that is not the profile's, or one without its confirmation.
    await expect(t.db.execute(sql`update users set phone = '+254711000008' where uid = 'honest'`)).rejects.toThrow();
    await expect(t.db.execute(sql`update users set ussd_phone = phone where uid = 'taker'`)).rejects.toThrow();
  });
});
