/**
 * The database schema, one file per domain. Everything imports it from here (`@/lib/server/db/schema`),
 * and drizzle-kit reads it from here too (drizzle.config.ts), so a table added in a new file must be
 * re-exported below. Each file imports the tables its foreign keys point at; none imports a file that
 * imports it back: catalogue, users → growing → orders → payments → ledger.
 */
export * from './catalogue';
export * from './users';
export * from './growing';
export * from './orders';
export * from './payments';
export * from './ledger';
export * from './sms-ussd';
export * from './ops';
