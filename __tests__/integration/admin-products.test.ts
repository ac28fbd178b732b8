/**
 * The back office's products and stock through their route handlers: creating and changing products,
 * showing and hiding them, stock adjustments, photo uploads and the public image route, each with
 * its audit record; and the refusals, which write nothing. Requires: the Auth emulator
 * (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as imageRoute } from '@/app/api/admin/products/[id]/image/route';
import { PATCH as updateRoute } from '@/app/api/admin/products/[id]/route';
import { POST as stockRoute } from '@/app/api/admin/products/[id]/stock/route';
import { POST as visibilityRoute } from '@/app/api/admin/products/[id]/visibility/route';
import { POST as createRoute } from '@/app/api/admin/products/route';
import { GET as productImageRoute } from '@/app/api/product-images/[uploadId]/[width]/route';
import type { Product } from '@/lib/catalogue';
import { IMAGE_TOO_BIG, MAX_IMAGE_BYTES } from '@/lib/product-images';
import { useDatabase } from '@/lib/server/db/client';
import { auditLog, productImages, products, stockMovements } from '@/lib/server/db/schema';
import { seedShop } from '@/lib/server/db/seed';
import { listProductsForStaff, listStockMovements } from '@/lib/server/services/admin/products';
import { getActiveProductBySlug, listActiveProducts } from '@/lib/server/services/catalogue';
import { ORIGIN, bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

const none = undefined as never;
const params = <T>(p: T) => ({ params: Promise.resolve(p) });

/** A new product as the form sends it: strings from its inputs. */
const newProduct = (slug: string) => ({
  slug,
  name: 'Pilipili Hoho Test',
  swahiliName: 'Pilipili hoho',
  category: 'fruiting-vegetables',
  variety: 'Test Wonder',
  unitKind: 'seedling',
  traySize: '',
  price: '149.50',
  active: true,
  featured: false,
  description: 'A sweet pepper for the tests.',
  spacing: '60 cm x 45 cm',
  weeksToTransplant: '6',
  weeksToHarvest: '10',
  tips: 'Stake the plants.\n\n  Water at the base.  ',
});

/** A photo-like test picture: noise compresses like a real photo, unlike a flat colour. */
function testPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
}

/**
 * 300 x 200 pixels, left half red and right half blue, stored sideways: EXIF orientation 6 says
 * "turn 90 degrees clockwise to view", so upright it is 200 wide and 300 high with the red half on top.
 */
async function sidewaysPhoto(): Promise<Buffer> {
  const [width, height] = [300, 200];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw[i * 3 + (i % width < width / 2 ? 0 : 2)] = 255;
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Test Farm' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
  return photo;
}

function uploadRequest(productId: string, person: Person, file: Blob | null, name = 'photo.png'): Request {
  const form = new FormData();
  if (file) form.set('image', file, name);
  return new Request(`${ORIGIN}/api/admin/products/${productId}/image`, {
    method: 'POST',
    body: form,
    headers: { host: 'localhost:3000', origin: ORIGIN, cookie: person.cookie },
  });
}

describe.each(databaseKinds)('the back office’s products and stock on %s', (kind) => {
  let database: TestDatabase;
  let staff: Person;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    useDatabase(database.db);
    await seedShop(database.db);
    staff = await signedInStaff(database.db);
  });

  afterAll(() => database.close());

  const create = (person: Person, body: unknown) => createRoute(jsonRequest('/api/admin/products', { cookie: person.cookie, body }), none);
  const update = (person: Person, id: string, body: unknown) =>
    updateRoute(jsonRequest(`/api/admin/products/${id}`, { method: 'PATCH', cookie: person.cookie, body }), params({ id }));
  const setVisibility = (person: Person, id: string, body: unknown) =>
    visibilityRoute(jsonRequest(`/api/admin/products/${id}/visibility`, { cookie: person.cookie, body }), params({ id }));
  const adjust = (person: Person, id: string, body: unknown) =>
    stockRoute(jsonRequest(`/api/admin/products/${id}/stock`, { cookie: person.cookie, body }), params({ id }));
  const upload = (person: Person, id: string, file: Blob | null, name?: string) => imageRoute(uploadRequest(id, person, file, name), params({ id }));
  const fetchImage = (path: string, headers: Record<string, string> = {}) => {
    const [uploadId = '', width = ''] = path.replace('/api/product-images/', '').split('/');
    return productImageRoute(new Request(`${ORIGIN}${path}`, { headers }), params({ uploadId, width }));
  };

  const productBySlug = async (slug: string) => (await database.db.select().from(products).where(eq(products.slug, slug)))[0];
  const auditOf = async (targetId: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
  const counts = async () => {
    const [p] = await database.db.select({ n: count() }).from(products);
    const [a] = await database.db.select({ n: count() }).from(auditLog);
    const [m] = await database.db.select({ n: count() }).from(stockMovements);
    const [i] = await database.db.select({ n: count() }).from(productImages);
    return { products: p?.n, audit: a?.n, movements: m?.n, images: i?.n };
  };
  /** A fresh product of our own, so each test starts from known values. */
  const freshProduct = async () => {
    const response = await create(staff, newProduct(`test-pepper-${randomUUID().slice(0, 8)}`));
    expect(response.status).toBe(201);
    return (await bodyOf<Product>(response)).data;
  };

  describe('products', () => {
    it('creates a product from the form’s values, in integer cents with no stock, and audits it', async () => {
      const response = await create(staff, newProduct('Pilipili-Hoho-Test'));
      expect(response.status).toBe(201);
      const { data, message } = await bodyOf<Product>(response);
      expect(message).toBe('Pilipili Hoho Test added');
      expect(data).toMatchObject({
        slug: 'pilipili-hoho-test',
        priceCents: 14_950,
        stock: 0,
        active: true,
        categoryName: 'Fruiting Vegetables',
        traySize: null,
        image: null,
      });
      expect(data.guide).toEqual({
        spacing: '60 cm x 45 cm',
        spacingSw: '',
        weeksToTransplant: 6,
        weeksToHarvest: 10,
        tips: ['Stake the plants.', 'Water at the base.'],
        tipsSw: [],
      });
      expect(data.descriptionSw).toBe('');
      expect(await productBySlug('pilipili-hoho-test')).toMatchObject({ priceCents: 14_950, stock: 0, swahiliName: 'Pilipili hoho' });
      const [record] = await auditOf(data.id);
      expect(record).toMatchObject({ actor: staff.uid, action: 'product.create', targetType: 'product', before: null });
      expect(record?.after).toMatchObject({
        slug: 'pilipili-hoho-test',
        priceCents: 14_950,
        category: 'fruiting-vegetables',
        tips: ['Stake the plants.', 'Water at the base.'],
      });
      expect((await getActiveProductBySlug(database.db, 'pilipili-hoho-test'))?.name).toBe('Pilipili Hoho Test');
    });

    it('creates a tray with its size', async () => {
      const response = await create(staff, { ...newProduct('test-pepper-tray-50'), unitKind: 'tray', traySize: '50', price: 600 });
      expect(response.status).toBe(201);
      expect((await bodyOf<Product>(response)).data).toMatchObject({ unitKind: 'tray', traySize: 50, priceCents: 60_000 });
    });

    it('refuses bad values with a message per field, writing nothing', async () => {
      const before = await counts();
      const response = await create(staff, { ...newProduct('Bad slug!'), name: ' ', price: '12.345', weeksToTransplant: 'four', tips: ['x'.repeat(301)] });
      expect(response.status).toBe(400);
      const { errors } = await bodyOf(response);
      expect(errors).toEqual({
        slug: 'Use lowercase letters, digits and single hyphens, e.g. tomato-anna-f1',
        name: 'Please enter the name',
        price: 'Enter the price in KES with at most 2 decimals, e.g. 150 or 149.50',
        weeksToTransplant: 'Enter the weeks from sowing to transplanting (1 to 26)',
        'tips.0': 'Please keep each tip under 300 characters',
      });
      const tray = await create(staff, { ...newProduct('test-tray-without-size'), unitKind: 'tray', traySize: '' });
      expect(tray.status).toBe(400);
      expect((await bodyOf(tray)).errors).toEqual({ traySize: 'Enter the number of seedlings in a tray (2 to 1,000)' });
      const extra = await create(staff, { ...newProduct('test-extra-field'), stock: 500 });
      expect(extra.status).toBe(400);
      expect((await bodyOf(extra)).errors).toEqual({ _: 'Unknown field(s): stock' });
      expect(await counts()).toEqual(before);
    });

    it('refuses a web address another product uses, and an unknown category, writing nothing', async () => {
      const before = await counts();
      const taken = await create(staff, newProduct('tomato-anna-f1'));
      expect(taken.status).toBe(409);
      expect((await bodyOf(taken)).message).toBe('Another product already uses the web address "tomato-anna-f1". Please choose another.');
      const unknown = await create(staff, { ...newProduct('test-unknown-category'), category: 'fruit-trees' });
      expect(unknown.status).toBe(400);
      expect((await bodyOf(unknown)).message).toBe('Please choose a category from the list.');
      expect(await counts()).toEqual(before);
    });

    it('changes only what was sent, and audits exactly what changed, before and after', async () => {
      const product = await freshProduct();
      const response = await update(staff, product.id, {
        price: '17.50',
        tips: ['Stake the plants.', 'Mulch after transplanting.'],
        category: 'leafy-greens',
        name: product.name,
      });
      expect(response.status).toBe(200);
      const { data, message } = await bodyOf<Product>(response);
      expect(message).toBe(`${product.name} saved`);
      expect(data).toMatchObject({ priceCents: 1_750, categorySlug: 'leafy-greens', name: product.name, variety: 'Test Wonder', swahiliName: 'Pilipili hoho' });
      const [record] = await auditOf(product.id);
      expect(record).toMatchObject({ actor: staff.uid, action: 'product.update' });
      expect(record?.before).toEqual({ priceCents: 14_950, category: 'fruiting-vegetables', tips: ['Stake the plants.', 'Water at the base.'] });
      expect(record?.after).toEqual({ priceCents: 1_750, category: 'leafy-greens', tips: ['Stake the plants.', 'Mulch after transplanting.'] });
    });

    it('stores the Kiswahili description and guide, returns them, and refuses a NUL in them, writing nothing', async () => {
      const response = await create(staff, {
        ...newProduct('test-pepper-kiswahili'),
        descriptionSw: 'Pilipili hoho tamu kwa majaribio.',
        spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
        tipsSw: 'Weka vigingi.\n\n  Mwagilia kwenye shina.  ',
      });
      expect(response.status).toBe(201);
      const { data } = await bodyOf<Product>(response);
      expect(data).toMatchObject({
        descriptionSw: 'Pilipili hoho tamu kwa majaribio.',
        guide: { spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea', tipsSw: ['Weka vigingi.', 'Mwagilia kwenye shina.'] },
      });
      expect(await productBySlug('test-pepper-kiswahili')).toMatchObject({
        descriptionSw: 'Pilipili hoho tamu kwa majaribio.',
        spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
        tipsSw: ['Weka vigingi.', 'Mwagilia kwenye shina.'],
      });
      expect((await auditOf(data.id))[0]?.after).toMatchObject({
        descriptionSw: 'Pilipili hoho tamu kwa majaribio.',
        tipsSw: ['Weka vigingi.', 'Mwagilia kwenye shina.'],
      });

      const changed = await update(staff, data.id, { descriptionSw: 'Pilipili hoho yenye nyama nene.', tipsSw: ['Weka matandazo.'] });
      expect(changed.status).toBe(200);
      expect((await bodyOf<Product>(changed)).data).toMatchObject({
        description: 'A sweet pepper for the tests.',
        descriptionSw: 'Pilipili hoho yenye nyama nene.',
        guide: { spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea', tips: ['Stake the plants.', 'Water at the base.'], tipsSw: ['Weka matandazo.'] },
      });
      expect((await auditOf(data.id))[0]).toMatchObject({
        action: 'product.update',
        before: { descriptionSw: 'Pilipili hoho tamu kwa majaribio.', tipsSw: ['Weka vigingi.', 'Mwagilia kwenye shina.'] },
        after: { descriptionSw: 'Pilipili hoho yenye nyama nene.', tipsSw: ['Weka matandazo.'] },
      });

      const before = await counts();
      const unsafe = 'This contains hidden or special characters. Please retype it.';
      const nulInUpdate = await update(staff, data.id, { descriptionSw: 'Pilipili\u0000 hoho' });
      expect(nulInUpdate.status).toBe(400);
      expect((await bodyOf(nulInUpdate)).errors).toEqual({ descriptionSw: unsafe });
      const nulInSpacing = await update(staff, data.id, { spacingSw: 'sm 60\u0000' });
      expect(nulInSpacing.status).toBe(400);
      expect((await bodyOf(nulInSpacing)).errors).toEqual({ spacingSw: unsafe });
      const nulInTips = await create(staff, { ...newProduct('test-pepper-kiswahili-nul'), tipsSw: ['Weka vigingi.\u0000'] });
      expect(nulInTips.status).toBe(400);
      expect(Object.keys((await bodyOf(nulInTips)).errors ?? {})).toEqual(['tipsSw']);
      expect(await counts()).toEqual(before);
      expect((await productBySlug('test-pepper-kiswahili'))?.descriptionSw).toBe('Pilipili hoho yenye nyama nene.');
    });

    it('moves a product to a new web address: the old one no longer finds it', async () => {
      const product = await freshProduct();
      const renamed = `${product.slug}-renamed`;
      const response = await update(staff, product.id, { slug: renamed });
      expect(response.status).toBe(200);
      expect(await getActiveProductBySlug(database.db, product.slug)).toBeNull();
      expect((await getActiveProductBySlug(database.db, renamed))?.id).toBe(product.id);
      expect((await auditOf(product.id))[0]).toMatchObject({ before: { slug: product.slug }, after: { slug: renamed } });
    });

    it('turns a seedling into a tray and back, the tray size travelling with the unit', async () => {
      const product = await freshProduct();
      const alone = await update(staff, product.id, { traySize: 50 });
      expect(alone.status).toBe(400);
      expect((await bodyOf(alone)).errors).toEqual({ unitKind: 'Please choose the unit together with the tray size' });
      const noSize = await update(staff, product.id, { unitKind: 'tray' });
      expect((await bodyOf(noSize)).errors).toEqual({ traySize: 'Enter the number of seedlings in a tray (2 to 1,000)' });
      expect((await bodyOf<Product>(await update(staff, product.id, { unitKind: 'tray', traySize: '72' }))).data).toMatchObject({
        unitKind: 'tray',
        traySize: 72,
      });
      expect((await bodyOf<Product>(await update(staff, product.id, { unitKind: 'seedling' }))).data).toMatchObject({ unitKind: 'seedling', traySize: null });
    });

    it('answers "Nothing changed." to a save that changes nothing, and audits nothing', async () => {
      const product = await freshProduct();
      const before = await counts();
      const response = await update(staff, product.id, { price: '149.5', name: product.name });
      expect(response.status).toBe(200);
      expect((await bodyOf(response)).message).toBe('Nothing changed.');
      expect(await counts()).toEqual(before);
      const empty = await update(staff, product.id, {});
      expect(empty.status).toBe(400);
      expect((await bodyOf(empty)).message).toBe('Nothing to change.');
    });

    it('refuses a bad change with field errors and changes nothing', async () => {
      const product = await freshProduct();
      const before = await counts();
      const response = await update(staff, product.id, { price: '-5', weeksToHarvest: 0 });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).errors).toEqual({
        price: 'Enter the price in KES with at most 2 decimals, e.g. 150 or 149.50',
        weeksToHarvest: 'Enter the weeks from transplanting to first harvest (1 to 52)',
      });
      const taken = await update(staff, product.id, { slug: 'sukuma-wiki-collards' });
      expect(taken.status).toBe(409);
      expect(await counts()).toEqual(before);
      expect((await productBySlug(product.slug))?.priceCents).toBe(14_950);
    });

    it('hides a product from farmers and shows it again, auditing each change once', async () => {
      const product = await freshProduct();
      const hidden = await setVisibility(staff, product.id, { active: false });
      expect(hidden.status).toBe(200);
      expect((await bodyOf(hidden)).message).toBe(`${product.name} is now hidden from the shop.`);
      expect((await listActiveProducts(database.db)).map((p) => p.id)).not.toContain(product.id);
      expect(await getActiveProductBySlug(database.db, product.slug)).toBeNull();
      const again = await setVisibility(staff, product.id, { active: false });
      expect((await bodyOf(again)).message).toBe(`${product.name} was already hidden from the shop.`);
      expect((await auditOf(product.id)).filter((r) => r.action === 'product.visibility')).toHaveLength(1);
      expect((await auditOf(product.id))[0]).toMatchObject({ before: { active: true }, after: { active: false } });
      expect((await setVisibility(staff, product.id, { active: true })).status).toBe(200);
      expect((await getActiveProductBySlug(database.db, product.slug))?.id).toBe(product.id);
      expect((await setVisibility(staff, product.id, { active: 'no' })).status).toBe(400);
    });

    it('lists every product for staff, hidden ones too, searching name, Swahili name and web address', async () => {
      const product = await freshProduct();
      await setVisibility(staff, product.id, { active: false });
      const byName = await listProductsForStaff(database.db, { q: product.slug.slice(-8), category: '' });
      expect(byName).toEqual([
        {
          id: product.id,
          slug: product.slug,
          name: product.name,
          swahiliName: 'Pilipili hoho',
          categoryName: 'Fruiting Vegetables',
          priceCents: 14_950,
          stock: 0,
          active: false,
          lowStock: true,
        },
      ]);
      expect((await listProductsForStaff(database.db, { q: 'sukuma wiki', category: '' })).length).toBeGreaterThanOrEqual(2);
      expect((await listProductsForStaff(database.db, { q: 'NYANYA', category: '' })).every((p) => /nyanya/i.test(p.swahiliName ?? ''))).toBe(true);
      expect(await listProductsForStaff(database.db, { q: '100%', category: '' })).toEqual([]);
      const herbs = await listProductsForStaff(database.db, { q: '', category: 'herbs' });
      expect(herbs.length).toBeGreaterThan(0);
      expect(herbs.every((p) => p.categoryName === 'Herbs')).toBe(true);
    });
  });

  describe('stock', () => {
    it('adds and takes away stock with a reason, recording the movement and the audit', async () => {
      const product = await freshProduct();
      const added = await adjust(staff, product.id, { change: '120', reason: '  New batch from the greenhouse ' });
      expect(added.status).toBe(200);
      expect((await bodyOf(added)).message).toBe(`Stock of ${product.name} is now 120.`);
      const taken = await adjust(staff, product.id, { change: -20, reason: 'Frost damage' });
      expect((await bodyOf<Product>(taken)).data.stock).toBe(100);
      expect((await productBySlug(product.slug))?.stock).toBe(100);
      const movements = await listStockMovements(database.db, product.id);
      expect(movements.map((m) => [m.change, m.stockAfter, m.reason, m.actor])).toEqual([
        [-20, 100, 'Frost damage', 'Nursery Staff'],
        [120, 120, 'New batch from the greenhouse', 'Nursery Staff'],
      ]);
      const [record] = await auditOf(product.id);
      expect(record).toMatchObject({ action: 'product.stock', before: { stock: 120 }, after: { stock: 100, change: -20, reason: 'Frost damage' } });
    });

    it('refuses to take stock below zero, writing nothing', async () => {
      const product = await freshProduct();
      await adjust(staff, product.id, { change: 5, reason: 'Counted the trays' });
      const before = await counts();
      const response = await adjust(staff, product.id, { change: -6, reason: 'Sold at the gate' });
      expect(response.status).toBe(409);
      expect((await bodyOf(response)).message).toBe('Only 5 in stock, so at most 5 can be taken away.');
      expect(await counts()).toEqual(before);
      expect((await productBySlug(product.slug))?.stock).toBe(5);
      const empty = await freshProduct();
      expect((await bodyOf(await adjust(staff, empty.id, { change: -1, reason: 'Sold at the gate' }))).message).toBe('There is no stock to take away.');
    });

    it('refuses a change of zero, a fraction or no reason, with field errors', async () => {
      const product = await freshProduct();
      const before = await counts();
      const response = await adjust(staff, product.id, { change: 0, reason: ' ' });
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).errors).toEqual({
        change: 'Enter a whole number from 1 to 100,000',
        reason: 'Please give a reason (at least 5 characters)',
      });
      expect((await bodyOf(await adjust(staff, product.id, { change: '2.5', reason: 'Counted' }))).errors).toEqual({
        change: 'Enter a whole number from 1 to 100,000',
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('photos', () => {
    it('stores an upload as three small square WebP widths, served for a year with an ETag, and audits it', async () => {
      const product = await freshProduct();
      const photo = await testPhoto(1200, 900);
      const response = await upload(staff, product.id, new Blob([new Uint8Array(photo)], { type: 'image/png' }));
      expect(response.status).toBe(200);
      const { data, message } = await bodyOf<Product>(response);
      expect(message).toBe('Photo saved.');
      expect(data.image).toMatch(/^\/api\/product-images\/[0-9a-f-]{36}\/320$/);
      expect((await productBySlug(product.slug))?.image).toBe(data.image);
      const uploadId = data.image?.split('/')[3] ?? '';
      const rows = await database.db.select().from(productImages).where(eq(productImages.uploadId, uploadId));
      expect(rows.map((r) => [r.width, r.productId, r.contentType]).sort()).toEqual([
        [160, product.id, 'image/webp'],
        [320, product.id, 'image/webp'],
        [640, product.id, 'image/webp'],
      ]);
      for (const width of [160, 320, 640]) {
        const served = await fetchImage(`/api/product-images/${uploadId}/${width}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('etag')).toBe(`"${uploadId}-${width}"`);
        const bytes = Buffer.from(await served.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width, height: width });
        if (width === 320) expect(bytes.length).toBeLessThan(30 * 1024);
      }
      const cached = await fetchImage(`/api/product-images/${uploadId}/320`, { 'if-none-match': `"${uploadId}-320"` });
      expect(cached.status).toBe(304);
      const [record] = await auditOf(product.id);
      expect(record).toMatchObject({ action: 'product.image', before: { image: null }, after: { image: data.image, uploadId } });
    });

    it('never enlarges a small photo, turns it upright and strips its metadata', async () => {
      const product = await freshProduct();
      const { data } = await bodyOf<Product>(
        await upload(staff, product.id, new Blob([new Uint8Array(await sidewaysPhoto())], { type: 'image/jpeg' }), 'photo.jpg'),
      );
      const uploadId = data.image?.split('/')[3] ?? '';
      for (const [width, side] of [
        [160, 160],
        [320, 200],
        [640, 200],
      ] as const) {
        const bytes = Buffer.from(await (await fetchImage(`/api/product-images/${uploadId}/${width}`)).arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ width: side, height: side });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        // Upright, the red half is on top: the bottom-left corner is blue (stored as it was, it would be red).
        const pixels = await sharp(bytes).removeAlpha().raw().toBuffer();
        const [r = 0, , b = 0] = pixels.subarray(((side - 10) * side + 10) * 3);
        expect([r < 60, b > 200]).toEqual([true, true]);
      }
    });

    it('refuses what is not a photo, what sharp cannot read, and photos over 4 MB, writing nothing', async () => {
      const product = await freshProduct();
      const before = await counts();
      const text = await upload(staff, product.id, new Blob(['not a photo'], { type: 'text/plain' }), 'notes.txt');
      expect(text.status).toBe(400);
      expect((await bodyOf(text)).message).toBe('That file is not a photo. Please choose a JPEG, PNG or WebP image.');
      const broken = await upload(staff, product.id, new Blob([new Uint8Array(Buffer.from('definitely not a png'))], { type: 'image/png' }));
      expect(broken.status).toBe(400);
      expect((await bodyOf(broken)).message).toBe('This photo could not be read. Please choose a JPEG, PNG or WebP image.');
      const svg = await upload(
        staff,
        product.id,
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/svg+xml' }),
        'x.svg',
      );
      expect((await bodyOf(svg)).message).toBe('That file is not a photo. Please choose a JPEG, PNG or WebP image.');
      const huge = await upload(staff, product.id, new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }));
      expect(huge.status).toBe(400);
      expect((await bodyOf(huge)).message).toBe(IMAGE_TOO_BIG);
      const missing = await upload(staff, product.id, null);
      expect(missing.status).toBe(400);
      expect((await bodyOf(missing)).errors).toEqual({ image: 'Please choose a photo.' });
      const json = await imageRoute(jsonRequest(`/api/admin/products/${product.id}/image`, { cookie: staff.cookie, body: {} }), params({ id: product.id }));
      expect(json.status).toBe(415);
      expect(await counts()).toEqual(before);
      expect((await productBySlug(product.slug))?.image).toBeNull();
    });

    it('answers 404 for an unknown upload or width', async () => {
      const product = await freshProduct();
      const { data } = await bodyOf<Product>(await upload(staff, product.id, new Blob([new Uint8Array(await testPhoto(400, 400))], { type: 'image/png' })));
      const uploadId = data.image?.split('/')[3] ?? '';
      expect((await fetchImage(`/api/product-images/${uploadId}/1024`)).status).toBe(404);
      expect((await fetchImage(`/api/product-images/${uploadId}/0320`)).status).toBe(404);
      expect((await fetchImage(`/api/product-images/${randomUUID()}/320`)).status).toBe(404);
      expect((await fetchImage('/api/product-images/not-an-id/320')).status).toBe(404);
    });
  });

  describe('who may', () => {
    it('answers 404 to a customer and to someone signed out on every staff handler, writing nothing', async () => {
      const product = await freshProduct();
      const farmer = await signedIn();
      const anonymous: Person = { uid: '', email: '', cookie: '' };
      const before = await counts();
      for (const person of [farmer, anonymous]) {
        const answers = [
          await create(person, newProduct('test-intruder')),
          await update(person, product.id, { price: '1.00' }),
          await setVisibility(person, product.id, { active: false }),
          await adjust(person, product.id, { change: 1000, reason: 'Free seedlings' }),
          await upload(person, product.id, new Blob([new Uint8Array(await testPhoto(200, 200))], { type: 'image/png' })),
        ];
        expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
      }
      expect(await counts()).toEqual(before);
      expect(
        await database.db
          .select()
          .from(products)
          .where(and(eq(products.id, product.id), eq(products.priceCents, 14_950))),
      ).toHaveLength(1);
    });

    it('answers 404 for a product that does not exist', async () => {
      const id = randomUUID();
      expect((await update(staff, id, { price: '1.00' })).status).toBe(404);
      expect((await setVisibility(staff, id, { active: false })).status).toBe(404);
      expect((await adjust(staff, id, { change: 1, reason: 'Counted' })).status).toBe(404);
      expect((await upload(staff, id, new Blob([new Uint8Array(await testPhoto(200, 200))], { type: 'image/png' }))).status).toBe(404);
      expect((await update(staff, 'not-a-uuid', { price: '1.00' })).status).toBe(404);
    });
  });
});
