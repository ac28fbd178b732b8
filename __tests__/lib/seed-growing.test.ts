/**
 * Every seed product has its crop's growing figures, within the database's ranges, and
 * migration 0014 gives a shop seeded before it exactly the figures a fresh seed writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GROWING_LIMITS } from '@/lib/growing';
import { seedCropOf, seedGrowingFigures, seedProducts } from '@/lib/server/db/seed-data';

describe('the seed’s growing figures', () => {
  it('name a crop for every seed product, within the ranges the database checks', () => {
    for (const p of seedProducts) {
      expect([p.slug, seedCropOf(p.slug)]).not.toEqual([p.slug, null]);
      const f = seedGrowingFigures(p);
      expect(f.raisingDaysMin).toBeGreaterThanOrEqual(GROWING_LIMITS.raisingDays.min);
      expect(f.raisingDaysMax).toBeLessThanOrEqual(GROWING_LIMITS.raisingDays.max);
      expect(f.raisingDaysMin).toBeLessThanOrEqual(f.raisingDaysMax);
      expect(f.lossPercent).toBeGreaterThanOrEqual(GROWING_LIMITS.lossPercent.min);
      expect(f.lossPercent).toBeLessThanOrEqual(GROWING_LIMITS.lossPercent.max);
      expect(f.sellableDays).toBeGreaterThanOrEqual(GROWING_LIMITS.sellableDays.min);
      expect(f.sellableDays).toBeLessThanOrEqual(GROWING_LIMITS.sellableDays.max);
      // A tray sold is the tray it was raised in.
      if (p.traySize) expect(f.sowingTrayCells).toBe(p.traySize);
    }
  });

  it('are what the issue says of its two examples: tomato 4 to 6 weeks, onion 6 to 8', () => {
    expect(seedGrowingFigures({ slug: 'tomato-anna-f1', traySize: null })).toMatchObject({ raisingDaysMin: 28, raisingDaysMax: 42 });
    expect(seedGrowingFigures({ slug: 'onion-red-creole', traySize: null })).toMatchObject({ raisingDaysMin: 42, raisingDaysMax: 56 });
    expect(seedCropOf('spring-onion-white-lisbon')).toBe('onion');
  });

  it('are written by migration 0014 for a shop seeded before it, slug by slug', () => {
    const migration = readFileSync(path.join(process.cwd(), 'drizzle', '0014_grown_to_order.sql'), 'utf8');
    const fromMigration = new Map<string, number[]>();
    const update =
      /UPDATE "products" SET "raising_days_min" = (\d+), "raising_days_max" = (\d+), "loss_percent" = (\d+), "sellable_days" = (\d+), "sowing_tray_cells" = (\d+)\s+WHERE "slug" IN \(([^)]*)\)/g;
    for (const m of migration.matchAll(update)) {
      for (const slug of (m[6] ?? '').split(',').map((s) => s.trim().replace(/^'|'$/g, ''))) fromMigration.set(slug, m.slice(1, 6).map(Number));
    }
    expect(fromMigration.size).toBe(seedProducts.length);
    for (const p of seedProducts) {
      const f = seedGrowingFigures(p);
      expect([p.slug, fromMigration.get(p.slug)]).toEqual([p.slug, [f.raisingDaysMin, f.raisingDaysMax, f.lossPercent, f.sellableDays, f.sowingTrayCells]]);
    }
  });
});
