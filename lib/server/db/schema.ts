/**
 * The database's tables, one file per part of the shop under tables/, gathered here: every service
 * imports them from this one module, and drizzle-kit reads it (drizzle.config.ts) to write migrations.
 */
export * from './tables/catalogue';
export * from './tables/people';
export * from './tables/growing';
export * from './tables/stock';
export * from './tables/orders';
export * from './tables/own-seed';
export * from './tables/money';
export * from './tables/phones';
export * from './tables/operations';
