import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the schema into SQL files under drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './drizzle',
});
