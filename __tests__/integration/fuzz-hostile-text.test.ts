/**
 * The text rule, route by route: every string field of every route handler's body, every path
 * parameter and every query value gets NUL, other control characters, lone surrogate halves and
 * invisible reordering marks, sent by a signed-in customer (or staff, for the back office) so the
 * request gets past the session to the input itself. None may answer 500, and none may write.
 * Each route handler must have its inputs listed here: a new route without them fails the suite.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { useDatabase } from '@/lib/server/db/client';
import { seedShop } from '@/lib/server/db/seed';
import { LOCAL_AT_CALLBACK_SECRET, LOCAL_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { attemptRef } from '@/lib/server/daraja';
import { brokenErrorContract } from '../support/error-contract';
import { ORIGIN } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { orderBody, placeOrder, stockedProducts } from '../support/shop-fixtures';
import { tableFingerprints } from '../support/table-fingerprints';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.join(process.cwd(), 'app');
const HOSTILE = ['\u0000', 'Mary\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\uD800', 'x\uDC00y', '\u202Eevil', '\u2066x'];

interface Fixture {
  customer: Person;
  staff: Person;
  orderId: string;
  productId: string;
}

/** One way to call a route: whose session, which path parameters, which query, which body. */
interface Call {
  as: 'customer' | 'staff' | 'nobody';
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Tables a refused request may still write to on purpose (the callback inbox keeps what arrives). */
  mayWrite?: string[];
  /** Sent form-encoded, as Africa's Talking sends (the body's fields as strings). */
  form?: boolean;
}

const CALLBACK = (ref: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'PhoneNumber', Value: 254708374149 },
          { Name: 'Ref', Value: ref },
        ],
      },
    },
  },
});
const C2B = {
  TransactionType: 'Pay Bill',
  TransID: 'RKTQDM7W6S',
  TransTime: '20191122063845',
  TransAmount: '10',
  BusinessShortCode: '174379',
  BillRefNumber: 'MCABCDEFGH',
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'Mary',
  MiddleName: '',
  LastName: '',
};

const product = {
  slug: 'tomato-test-hostile',
  name: 'Tomato Test',
  swahiliName: 'Nyanya',
  category: 'tomatoes',
  variety: 'Anna F1',
  unitKind: 'seedling',
  traySize: '',
  price: '12.50',
  active: false,
  featured: false,
  description: 'A sturdy tomato for the test.',
  spacing: '60 x 45 cm',
  weeksToTransplant: '4',
  weeksToHarvest: '10',
  tips: 'Water in the morning\nStake early',
};

/** Every route handler's inputs: (route folder, method) → the calls to make with each field made hostile. */
function calls(f: Fixture): Record<string, Call[]> {
  const phone = '0708374149';
  const order = { as: 'customer' as const };
  return {
    'POST writeToSheet': [{ ...order, body: orderBody(f.customer, [[{ id: f.productId, name: 'Tomato', priceCents: 1000, stock: 1000 }, 1]]) }],
    'GET getSheet': [{ ...order, query: { userId: f.customer.uid } }],
    'GET getOrder/[orderId]': [{ ...order, params: { orderId: f.orderId } }],
    'PATCH updateOrderStatus': [{ ...order, body: { orderId: f.orderId, status: 'cancelled', note: 'Changed my mind' } }],
    'POST mpesa/stkPush': [{ ...order, body: { orderId: f.orderId, phone } }],
    'POST mpesa/validate': [{ ...order, body: { checkoutRequestId: 'ws_CO_191220191020363925' } }],
    'GET mpesa/status/[id]': [{ ...order, params: { id: 'ws_CO_191220191020363925' } }],
    'POST mpesaDeposit': [{ ...order, body: { phone, amount: 100, orderId: f.orderId, userId: f.customer.uid } }],
    'GET profile': [{ ...order }],
    'PATCH profile': [{ ...order, body: { name: 'Mary Wanjiru', phone: '0712000000', address: 'Kangari, near the market', deliveryCounty: 'Nairobi' } }],
    'POST profile/phone': [{ ...order, body: { phone } }],
    'POST profile/phone/confirm': [{ ...order, body: { code: '123456' } }],
    'DELETE profile/phone': [],
    'GET auth/session': [{ ...order }],
    'POST auth/session': [{ as: 'nobody', body: { idToken: 'x'.repeat(40), signup: { name: 'Mary', phone: '0712000000', referralCode: 'ABC123' } } }],
    'DELETE auth/session': [],
    'POST auth/email-allowance': [{ as: 'nobody', body: { kind: 'verify', email: 'mary@miche.test', botCheckToken: 'token-from-turnstile' } }],
    'GET delivery': [{ as: 'nobody' }],
    'GET health': [],
    'GET wallet/balance': [{ ...order }],
    'GET wallet/transactions': [{ ...order, query: { before: '100', limit: '20' } }],
    'GET wallet/statement': [{ ...order }],
    'POST wallet/topup': [{ ...order, body: { phone, amount: 100 } }],
    'POST wallet/pay': [{ ...order, body: { orderId: f.orderId, part: 'balance' } }],
    'POST wallet/redeem': [{ ...order, body: { points: 100, requestId: randomUUID() } }],
    'POST bookings/[orderId]/move': [{ ...order, params: { orderId: f.orderId }, body: { plantingDate: '2027-01-20' } }],
    'POST bookings/[orderId]/cancel': [{ ...order, params: { orderId: f.orderId }, body: {} }],
    'POST own-seed': [
      {
        ...order,
        body: {
          productId: f.productId,
          variety: 'Anna F1',
          seedCount: '500',
          seedlings: '400',
          dropOffDate: '2026-11-28',
          plantingDate: '2026-12-26',
          paymentPlan: 'deposit',
          paymentMethod: 'mpesa',
          total: 6,
          deliveryMethod: 'pickup',
          pickupPointId: 1,
          deliveryAddress: '',
          phone: '+254708374149',
        },
      },
    ],
    'GET product-images/[uploadId]/[width]': [{ as: 'nobody', params: { uploadId: randomUUID(), width: '320' } }],
    'POST jobs/reconcile': [],
    'POST jobs/register-c2b': [],
    'POST payments/callback/[secret]/[ref]': [
      {
        as: 'nobody',
        params: { secret: LOCAL_CALLBACK_SECRET, ref: attemptRef(randomUUID()) },
        body: CALLBACK('x'),
        mayWrite: ['payment_callbacks', 'sms_outbox'],
      },
    ],
    'POST payments/c2b/[secret]/[kind]': [
      { as: 'nobody', params: { secret: LOCAL_CALLBACK_SECRET, kind: 'validation' }, body: C2B },
      { as: 'nobody', params: { secret: LOCAL_CALLBACK_SECRET, kind: 'confirmation' }, body: C2B, mayWrite: ['payment_callbacks'] },
    ],
    'POST ussd/[secret]': [
      {
        as: 'nobody',
        form: true,
        params: { secret: LOCAL_AT_CALLBACK_SECRET },
        body: { sessionId: 'ATUid_hostile', serviceCode: '*384*56#', phoneNumber: '+254708374149', networkCode: '63902', text: '1*1' },
        // A step that reads is a session begun (ussd_sessions), whatever its answers say.
        mayWrite: ['ussd_sessions'],
      },
    ],
    'POST sms/delivery/[secret]': [
      {
        as: 'nobody',
        form: true,
        params: { secret: LOCAL_AT_CALLBACK_SECRET },
        body: { id: 'ATXid_unknown', status: 'Success', phoneNumber: '+254708374149' },
      },
    ],
    'POST sms/inbound/[secret]': [
      {
        as: 'nobody',
        form: true,
        params: { secret: LOCAL_AT_CALLBACK_SECRET },
        body: { from: '+254708374149', to: '20384', text: 'STATUS', date: '2026-03-01 10:00:00', id: 'hostile-text-1', linkId: 'link-1' },
        // A form carries a lone surrogate as U+FFFD, a character a farmer's text may hold: it is answered.
        mayWrite: ['inbound_sms', 'sms_outbox'],
      },
    ],
    'GET %5F%5F/auth/[...path]': [{ as: 'nobody', params: { path: 'handler' } }],
    'GET icons/[name]': [{ as: 'nobody', params: { name: '192.png' } }],
    'POST data-saver': [{ as: 'nobody', form: true, body: { mode: 'on' } }],
    'POST admin/products': [{ as: 'staff', body: product }],
    'PATCH admin/products/[id]': [{ as: 'staff', params: { id: f.productId }, body: { name: 'Tomato Anna', description: 'Sturdy.', tips: ['Water early'] } }],
    'POST admin/products/[id]/stock': [{ as: 'staff', params: { id: f.productId }, body: { change: 5, reason: 'Counted the trays again' } }],
    'POST admin/products/[id]/visibility': [{ as: 'staff', params: { id: f.productId }, body: { active: true } }],
    'POST admin/products/[id]/image': [{ as: 'staff', params: { id: f.productId } }],
    'PATCH admin/products/[id]/growing': [
      {
        as: 'staff',
        params: { id: f.productId },
        body: { raisingDaysMin: '28', raisingDaysMax: '42', lossPercent: '15', sellableDays: '14', sowingTrayCells: '128' },
      },
    ],
    'POST admin/sowing/batches': [
      { as: 'staff', body: { productId: f.productId, trays: '2', seedlingsSown: '', sownOn: '2026-11-20', note: 'Tray A, by the door' } },
    ],
    'POST admin/sowing/batches/[id]/ready': [{ as: 'staff', params: { id: randomUUID() } }],
    'POST admin/own-seed/[orderId]/received': [
      { as: 'staff', params: { orderId: f.orderId }, body: { seedReceivedCount: '500', germinationPercent: '85', receivedOn: '2026-11-26' } },
    ],
    'POST admin/own-seed/[orderId]/ready': [{ as: 'staff', params: { orderId: f.orderId } }],
    'POST admin/own-seed/[orderId]/delivered': [{ as: 'staff', params: { orderId: f.orderId }, body: { deliveredCount: '480' } }],
    'PATCH admin/products/[id]/own-seed-fee': [{ as: 'staff', params: { id: f.productId }, body: { fee: '1.50' } }],
    'POST admin/sowing/batches/[id]/failed': [{ as: 'staff', params: { id: randomUUID() }, body: { note: 'Damping-off in the whole tray' } }],
    'GET admin/sowing/plan': [{ as: 'staff', query: { from: '2026-11-23', weeks: '4' } }],
    'POST admin/orders/[id]/refund': [{ as: 'staff', params: { id: f.orderId }, body: { amount: 1, reason: 'Damaged seedlings', requestId: randomUUID() } }],
    'POST admin/orders/[id]/duplicate-refund': [{ as: 'staff', params: { id: f.orderId } }],
    // Unknown API paths: 404 for every method, whatever the path says.
    ...Object.fromEntries(
      ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => [
        `${m} [[...path]]`,
        [{ as: 'customer' as const, params: { path: 'sms/inbound' }, ...(m === 'GET' ? {} : { body: { text: 'STOP' } }) }],
      ]),
    ),
    'POST admin/orders/[id]/resend': [{ as: 'staff', params: { id: f.orderId }, body: { phone } }],
    'POST admin/payments/[id]/requery': [{ as: 'staff', params: { id: randomUUID() } }],
    'POST admin/payments/[id]/resolve': [
      { as: 'staff', params: { id: randomUUID() }, body: { outcome: 'not_paid', reason: 'Checked the statement', receipt: 'NLJ7RT61SV' } },
    ],
    'POST admin/customers/[uid]/adjust': [
      { as: 'staff', params: { uid: f.customer.uid }, body: { amount: 10, reason: 'Goodwill credit', requestId: randomUUID() } },
    ],
    'PATCH admin/delivery/zones/[county]': [{ as: 'staff', params: { county: 'Nairobi' }, body: { fee: 100, eta: '2 days', active: true } }],
    'POST admin/delivery/pickup-points': [
      { as: 'staff', body: { name: 'Nyeri depot', address: 'Next to the market, Nyeri', hours: 'Mon-Sat 8-5', active: true } },
    ],
    'PATCH admin/delivery/pickup-points/[id]': [
      { as: 'staff', params: { id: '1' }, body: { name: 'Nyeri depot', address: 'Next to the market, Nyeri', hours: 'Mon-Sat 8-5', active: true } },
    ],
  };
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** "api/getOrder/[orderId]/route.ts" → "getOrder/[orderId]" (the API's own name for it). */
const routeName = (file: string) => path.dirname(path.relative(ROOT, file)).replace(/^api\//, '');

/** Every path to a string in a JSON value, with a setter that returns a copy with that string replaced. */
function stringLeaves(value: unknown, at: string[] = []): Array<{ at: string; replace: (s: string) => unknown }> {
  if (typeof value === 'string') return [{ at: at.join('.') || '(body)', replace: (s) => s }];
  if (Array.isArray(value))
    return value.flatMap((v, i) =>
      stringLeaves(v, [...at, String(i)]).map((l) => ({ at: l.at, replace: (s: string) => value.map((w, j) => (j === i ? l.replace(s) : w)) })),
    );
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) =>
      stringLeaves(v, [...at, k]).map((l) => ({ at: l.at, replace: (s: string) => ({ ...value, [k]: l.replace(s) }) })),
    );
  }
  return [];
}

/** Each call made hostile in one place at a time: a body string, a path parameter, a query value. */
function hostileVariants(call: Call): Array<{ what: string; call: Call }> {
  const variants: Array<{ what: string; call: Call }> = [];
  for (const hostile of HOSTILE) {
    const shown = JSON.stringify(hostile);
    for (const leaf of stringLeaves(call.body)) variants.push({ what: `body ${leaf.at} = ${shown}`, call: { ...call, body: leaf.replace(hostile) } });
    for (const name of Object.keys(call.params ?? {}))
      variants.push({ what: `path ${name} = ${shown}`, call: { ...call, params: { ...call.params, [name]: hostile } } });
    for (const name of Object.keys(call.query ?? {}))
      variants.push({ what: `query ${name} = ${shown}`, call: { ...call, query: { ...call.query, [name]: hostile } } });
  }
  return variants;
}

describe.each(databaseKinds)('every route handler with hostile text on %s', (kind) => {
  let database: TestDatabase;
  let fixture: Fixture;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    useDatabase(database.db);
    await seedShop(database.db);
    const [first] = await stockedProducts(database.db);
    if (!first) throw new Error('no stocked product');
    const customer = await signedIn({ name: 'Hostile Test' });
    const { body } = await placeOrder(customer, [[first, 1]]);
    fixture = { customer, staff: await signedInStaff(database.db), orderId: body.data.id, productId: first.id };
  });
  afterAll(() => database.close());
  // Refused callbacks are logged for staff by design; here they are expected, so kept out of the output.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the inputs of every route handler', () => {
    const listed = new Set(
      Object.keys(
        calls({ customer: { uid: 'u', email: '', cookie: '' }, staff: { uid: 's', email: '', cookie: '' }, orderId: randomUUID(), productId: randomUUID() }),
      ),
    );
    const handlers = routeFiles(ROOT).flatMap((file) =>
      ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']
        .filter((m) => new RegExp(`export (const|async function) ${m}\\b`).test(readFileSync(file, 'utf8')))
        .map((m) => `${m} ${routeName(file)}`),
    );
    expect(handlers.filter((h) => !listed.has(h))).toEqual([]);
  });

  it('answers every hostile input without a 500 and without a write', async () => {
    const table = calls(fixture);
    const failures: string[] = [];
    for (const file of routeFiles(ROOT)) {
      const mod = (await import(file)) as Record<string, (request: Request, context: unknown) => Promise<Response>>;
      for (const [method, handler] of Object.entries(mod).filter(([m]) => ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(m))) {
        for (const template of table[`${method} ${routeName(file)}`] ?? []) {
          const untouched = ['rate_limits', ...(template.mayWrite ?? [])];
          const before = await tableFingerprints(database.db, untouched);
          for (const { what, call } of hostileVariants(template)) {
            const url = new URL(`${ORIGIN}/api/${routeName(file)}`);
            for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
            const person = call.as === 'customer' ? fixture.customer : call.as === 'staff' ? fixture.staff : null;
            const headers: Record<string, string> = { host: 'localhost:3000', origin: ORIGIN };
            if (person) headers.cookie = person.cookie;
            if (call.body !== undefined) headers['content-type'] = call.form ? 'application/x-www-form-urlencoded' : 'application/json';
            const body =
              call.body === undefined ? undefined : call.form ? new URLSearchParams(call.body as Record<string, string>).toString() : JSON.stringify(call.body);
            const request = new Request(url, { method, headers, body });
            const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, k === 'path' ? [v] : v]));
            try {
              const response = await handler(request, { params: Promise.resolve(params) });
              if (response.status >= 500) failures.push(`${method} ${routeName(file)} ${what}: ${response.status}`);
              const broken = await brokenErrorContract(routeName(file), response);
              if (broken) failures.push(`${method} ${what}: ${broken}`);
            } catch (error) {
              failures.push(`${method} ${routeName(file)} ${what}: threw ${String(error)}`);
            }
          }
          if (JSON.stringify(await tableFingerprints(database.db, untouched)) !== JSON.stringify(before))
            failures.push(`${method} ${routeName(file)}: a hostile request wrote to the database`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
