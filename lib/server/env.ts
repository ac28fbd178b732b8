import 'server-only';
import { z } from 'zod';
import type { FirebasePublicConfig } from '@/lib/auth/firebase-config';
import {
  LOCAL_AT_CALLBACK_SECRET,
  LOCAL_CRON_SECRET,
  UNSAFE_EMULATOR_OPT_IN,
  assertDeploymentSecrets,
  authEmulatorHost,
  isDeployed,
  isNetlify,
} from '@/lib/deployment.mjs';
import type { BotCheckConfig } from './bot-check';
import { darajaConfigFromEnv, type DarajaConfig } from '@/lib/server/daraja';
import { DEFAULT_SOWING_TRAYS_PER_WEEK } from '@/lib/growing';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_UNPAID_SEEDLINGS_CAP } from '@/lib/booking';

/**
 * The one place that reads process.env (architecture doc section 2), validated once.
 * Locally every setting has an embedded default; a deployment (MICHE_DEPLOYMENT=production, or any
 * Netlify build or function) must set its secrets, and a missing one fails loudly at boot.
 */

export const EMBEDDED_DB_PORT_DEFAULT = 5488;
/** The Firebase project of the Auth emulator `npm start` runs locally (firebase-tools). */
export const LOCAL_FIREBASE_PROJECT_ID = 'demo-miche';

// Unset and empty are the same thing in a .env file or a Netlify UI field.
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

const schema = z.object({
  MICHE_DEPLOYMENT: z.enum(['local', 'production']).optional(),
  NETLIFY: z.string().optional(),
  MICHE_BUILT_FOR: z.enum(['local', 'deployment', 'netlify']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_PORT: z.coerce.number().int().min(1).max(65535).default(EMBEDDED_DB_PORT_DEFAULT),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // Where `npm start` runs the local Daraja sandbox when MPESA_BASE_URL is not set.
  MPESA_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  // Where `npm start` runs the local Africa's Talking stand-in (USSD and SMS, tools/at-sandbox).
  AT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  // The USSD code farmers dial (registered with Africa's Talking), shown on the dashboard.
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(/^\*[0-9*]+#$/, 'must look like *384*56#')
    .default('*384*56#'),
  // Africa's Talking's SMS API: the local stand-in unless AT_BASE_URL names AT (https://api.africastalking.com).
  AT_BASE_URL: optionalText.pipe(z.string().url().optional()),
  AT_USERNAME: z.string().trim().min(1).default('sandbox'),
  AT_API_KEY: optionalText,
  AT_SENDER_ID: optionalText,
  // Firebase Auth. Server side: firebase-admin with a service account, or the emulator.
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_CLIENT_EMAIL: optionalText,
  FIREBASE_PRIVATE_KEY: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  // CI's offline Netlify build only: lets a deployment use the emulator (see lib/deployment.ts). Never on a real site.
  MICHE_UNSAFE_AUTH_EMULATOR_IN_CI_BUILD: optionalText,
  // Browser side: the public web config, inlined into the pages at build time.
  NEXT_PUBLIC_FIREBASE_API_KEY: optionalText,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optionalText,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_APP_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: optionalText,
  // Cloudflare Turnstile on registration and password reset: both keys, or neither (off).
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  // Comma-separated e-mails whose verified owners become staff (role admin) when they sign in.
  ADMIN_EMAILS: z.string().default(''),
  // Hours an unpaid order keeps its stock before it is cancelled.
  ORDER_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(24),
  // Bearer token the scheduled reconciliation must present to /api/jobs/reconcile.
  CRON_SECRET: optionalText,
  // The secret in the USSD callback path registered with Africa's Talking (/api/ussd/{secret}).
  AT_CALLBACK_SECRET: optionalText,
  // Multiplies every rate limit; the test runs raise it, as they pay from one test phone many times.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(100_000).default(1),
  // The header that carries the caller's address, set by the platform or proxy in front (never by the
  // caller): Netlify's own on Netlify; elsewhere X-Forwarded-For, which `npm start` sets from the socket.
  CLIENT_IP_HEADER: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9-]+$/, 'must be a header name')
      .optional(),
  ),
  // The nursery's phone (and WhatsApp) number shown on every page; baked into the static pages at build.
  NURSERY_PHONE: z
    .string()
    .trim()
    .regex(/^\+254\d{9}$/, 'must be +254 followed by 9 digits')
    .default('+254712345678'),
  // A booking's deposit, in percent of its total; at least KES 100 whatever the percent.
  BOOKING_DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(DEFAULT_DEPOSIT_PERCENT),
  // Whether farmers get an SMS when the seedlings of their booking are sown (optional).
  BOOKING_SOWN_SMS: z.enum(['on', 'off']).default('off'),
  // Trays the nursery can sow in one week: the sowing plan never plans more, nor bookings.
  NURSERY_SOWING_TRAYS_PER_WEEK: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_SOWING_TRAYS_PER_WEEK),
  // Grown seedlings one account's unpaid bookings may hold; a booking over it is refused until one is paid.
  BOOKING_UNPAID_SEEDLINGS_CAP: z.coerce.number().int().min(0).max(10_000_000).default(DEFAULT_UNPAID_SEEDLINGS_CAP),
  // How often `npm start` runs the reconciler; 0 turns its timer off.
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

type Parsed = z.infer<typeof schema>;

export interface FirebaseServerConfig {
  projectId: string;
  /** host:port of the Auth emulator; unset in production, where the service account is used. */
  emulatorHost: string | null;
  serviceAccount: { clientEmail: string; privateKey: string } | null;
}

export type ServerEnv = Parsed & {
  deployed: boolean;
  cronSecret: string;
  /** The secret of the USSD callback path (AT_CALLBACK_SECRET, or the local default). */
  atCallbackSecret: string;
  clientIpHeader: string;
  databaseUrl: string;
  firebase: FirebaseServerConfig;
  firebasePublic: FirebasePublicConfig;
  adminEmails: ReadonlySet<string>;
  /** Turnstile's server side, or null when the bot check is off. */
  botCheck: BotCheckConfig | null;
};

/**
 * Netlify's UI stores a pasted private key with literal "\n" sequences (a known pitfall); the key
 * works either way.
 */
export function unescapePrivateKey(key: string): string {
  return key.includes('\\n') ? key.replace(/\\n/g, '\n') : key;
}

function firebaseConfigs(parsed: Parsed, deployed: boolean): Pick<ServerEnv, 'firebase' | 'firebasePublic'> {
  // Throws in a deployment that names an emulator without the CI-only opt-in: it would accept forged tokens.
  const emulatorHost = authEmulatorHost(parsed);
  if (deployed && emulatorHost) {
    console.warn(
      `[env] ${UNSAFE_EMULATOR_OPT_IN}=1: this deployment trusts the Auth emulator at ${emulatorHost}, which accepts forged sign-ins. For CI's offline build only.`,
    );
  }
  const projectId = parsed.FIREBASE_PROJECT_ID ?? parsed.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? (deployed ? undefined : LOCAL_FIREBASE_PROJECT_ID);
  const missing: string[] = [];
  if (!projectId) missing.push('FIREBASE_PROJECT_ID');
  let serviceAccount: FirebaseServerConfig['serviceAccount'] = null;
  if (parsed.FIREBASE_CLIENT_EMAIL && parsed.FIREBASE_PRIVATE_KEY) {
    serviceAccount = { clientEmail: parsed.FIREBASE_CLIENT_EMAIL, privateKey: unescapePrivateKey(parsed.FIREBASE_PRIVATE_KEY) };
  } else if (!emulatorHost) {
    missing.push('FIREBASE_CLIENT_EMAIL', 'FIREBASE_PRIVATE_KEY');
  }
  if (deployed && !emulatorHost) {
    for (const key of ['NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN', 'NEXT_PUBLIC_FIREBASE_APP_ID'] as const) {
      if (!parsed[key]) missing.push(key);
    }
  }
  if (missing.length > 0) throw new Error(`Firebase settings missing in production: ${missing.join(', ')}.`);
  const id = projectId ?? LOCAL_FIREBASE_PROJECT_ID;
  return {
    firebase: { projectId: id, emulatorHost, serviceAccount },
    firebasePublic: {
      // The emulator accepts any API key; a real project's key is public by design.
      apiKey: parsed.NEXT_PUBLIC_FIREBASE_API_KEY ?? 'demo-miche-api-key',
      authDomain: parsed.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${id}.firebaseapp.com`,
      projectId: parsed.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? id,
      ...(parsed.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET ? { storageBucket: parsed.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET } : {}),
      ...(parsed.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: parsed.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID } : {}),
      ...(parsed.NEXT_PUBLIC_FIREBASE_APP_ID ? { appId: parsed.NEXT_PUBLIC_FIREBASE_APP_ID } : {}),
      ...(parsed.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID ? { measurementId: parsed.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID } : {}),
      ...(emulatorHost ? { emulatorUrl: `http://${emulatorHost}` } : {}),
    },
  };
}

export function readServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema.parse(source);
  const deployed = isDeployed(parsed);
  if (deployed && !parsed.DATABASE_URL) {
    throw new Error('DATABASE_URL must be set in production (MICHE_DEPLOYMENT=production or on Netlify).');
  }
  const databaseUrl = parsed.DATABASE_URL ?? embeddedDatabaseUrl(parsed.PGLITE_PORT);
  assertDeploymentSecrets(source);
  const cronSecret = parsed.CRON_SECRET ?? LOCAL_CRON_SECRET;
  const atCallbackSecret = parsed.AT_CALLBACK_SECRET ?? LOCAL_AT_CALLBACK_SECRET;
  const adminEmails = new Set(
    parsed.ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  if (Boolean(parsed.NEXT_PUBLIC_TURNSTILE_SITE_KEY) !== Boolean(parsed.TURNSTILE_SECRET_KEY)) {
    throw new Error('Set both NEXT_PUBLIC_TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY for the bot check, or neither.');
  }
  const botCheck = parsed.TURNSTILE_SECRET_KEY ? { secret: parsed.TURNSTILE_SECRET_KEY, verifyUrl: parsed.TURNSTILE_VERIFY_URL } : null;
  const clientIpHeader = parsed.CLIENT_IP_HEADER ?? (isNetlify(parsed) ? 'x-nf-client-connection-ip' : 'x-forwarded-for');
  return { ...parsed, deployed, databaseUrl, cronSecret, atCallbackSecret, clientIpHeader, adminEmails, botCheck, ...firebaseConfigs(parsed, deployed) };
}

/** The embedded PGlite served over the PostgreSQL wire protocol by scripts/embedded-db.ts. */
export function embeddedDatabaseUrl(port: number): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  // A literal reference, so next.config's build-time value is baked in: a Netlify function sees no
  // netlify.toml settings, yet must know it runs in a deployment.
  cached ??= readServerEnv({ ...process.env, MICHE_BUILT_FOR: process.env.MICHE_BUILT_FOR });
  return cached;
}

/**
 * firebase-admin finds the Auth emulator through this variable itself, so the default that env()
 * chose locally must be visible to it too.
 */
export function exposeAuthEmulatorHost(host: string): void {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
}

let cachedDaraja: DarajaConfig | undefined;

/** M-Pesa settings (MPESA_*), validated by the payments module; defaults reach the local sandbox. */
export function daraja(): DarajaConfig {
  // env() first: in a deployment it refuses a missing, short or local callback secret.
  env();
  cachedDaraja ??= darajaConfigFromEnv(process.env);
  return cachedDaraja;
}

/** The Paybill to pay an order by when its prompt fails: empty where the shortcode is a till (no account number). */
export function paybillNumber(): string {
  const config = daraja();
  return config.transactionType === 'CustomerPayBillOnline' ? config.shortcode : '';
}
