/** `npm run db:migrate` and `npm run db:seed`. Works beside a running `npm start` (see database.ts). */
import { runMigrations } from '@/lib/server/db/migrate';
import { seedShop } from '@/lib/server/db/seed';
import { describeCommandError } from './command-errors';
import { withDatabase } from './database';

const command = process.argv[2];

async function main(): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: tsx scripts/db.ts migrate|seed');
    process.exitCode = 2;
    return;
  }
  await withDatabase(async (db) => {
    await runMigrations(db);
    console.log('Migrations applied.');
    if (command === 'seed') {
      const added = await seedShop(db);
      console.log(`Seed: ${added.products} products and ${added.zones} delivery zones added (existing rows kept).`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(describeCommandError(error, process.env.DATABASE_URL));
  process.exitCode = 1;
});
