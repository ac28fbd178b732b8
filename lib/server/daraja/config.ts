import 'server-only';
import { z } from 'zod';
import { LOCAL_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { forbiddenUrlWord } from './callback-url';

/** Safaricom's public passkey for the sandbox shortcode 174379; it is printed in Safaricom's own samples. */
export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
export const SANDBOX_SHORTCODE = '174379';
/** The in-repo stand-in (tools/mpesa-sandbox), the default so that nothing reaches Safaricom by accident. */
export const LOCAL_SANDBOX_BASE_URL = 'http://127.0.0.1:4010';
export const SAFARICOM_SANDBOX_BASE_URL = 'https://sandbox.safaricom.co.ke';
export const SAFARICOM_PRODUCTION_BASE_URL = 'https://api.safaricom.co.ke';
/** Local only: a deployment must set its own (lib/deployment.ts refuses this one there). */
export { LOCAL_CALLBACK_SECRET } from '@/lib/deployment.mjs';

export const TRANSACTION_TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** BusinessShortCode: the Paybill, or the store (HO) number for Buy Goods. */
  shortcode: string;
  passkey: string;
  transactionType: TransactionType;
  /** The Paybill (same as shortcode) or, for Buy Goods, the Till number. */
  partyB: string;
  /** Where Safaricom can reach the app, without a trailing slash. */
  callbackBaseUrl: string;
  callbackSecret: string;
  timeoutMs: number;
}

// Unset and empty are the same thing in a .env file.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const shortcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5,8}$/, 'must be 5 to 8 digits');

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  MPESA_BASE_URL: optional(httpUrl),
  MPESA_CONSUMER_KEY: optional(z.string().trim()),
  MPESA_CONSUMER_SECRET: optional(z.string().trim()),
  MPESA_SHORTCODE: optional(shortcodeSchema),
  MPESA_PASSKEY: optional(z.string().trim()),
  MPESA_TRANSACTION_TYPE: optional(z.enum(TRANSACTION_TYPES)),
  MPESA_PARTY_B: optional(shortcodeSchema),
  MPESA_CALLBACK_BASE_URL: optional(httpUrl),
  MPESA_CALLBACK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, "-" or "_"'),
  ),
  MPESA_TIMEOUT_MS: optional(z.string().trim().regex(/^\d+$/, 'must be a whole number of milliseconds')),
});

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.startsWith('127.') || hostname === '[::1]';
}

/**
 * The Daraja client's settings from an env-like object (lib/server/env.ts passes process.env).
 * Every value has a default that talks to the local sandbox; pointing MPESA_BASE_URL at Safaricom turns on
 * the checks that only matter there, so a half-configured deployment fails at boot, not at the first payment.
 */
export function darajaConfigFromEnv(env: Record<string, string | undefined>): DarajaConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid M-Pesa configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const shortcode = e.MPESA_SHORTCODE ?? SANDBOX_SHORTCODE;
  const config: DarajaConfig = {
    baseUrl: e.MPESA_BASE_URL ?? LOCAL_SANDBOX_BASE_URL,
    consumerKey: e.MPESA_CONSUMER_KEY ?? 'miche-sandbox-key',
    consumerSecret: e.MPESA_CONSUMER_SECRET ?? 'miche-sandbox-secret',
    shortcode,
    passkey: e.MPESA_PASSKEY ?? SANDBOX_PASSKEY,
    transactionType: e.MPESA_TRANSACTION_TYPE ?? 'CustomerPayBillOnline',
    partyB: e.MPESA_PARTY_B ?? shortcode,
    callbackBaseUrl: e.MPESA_CALLBACK_BASE_URL ?? 'http://127.0.0.1:3000',
    callbackSecret: e.MPESA_CALLBACK_SECRET ?? LOCAL_CALLBACK_SECRET,
    timeoutMs: e.MPESA_TIMEOUT_MS === undefined ? 15_000 : Number(e.MPESA_TIMEOUT_MS),
  };
  const problems = configProblems(config);
  if (problems.length > 0) {
    throw new Error(`Invalid M-Pesa configuration:\n${problems.map((p) => `✖ ${p}`).join('\n')}`);
  }
  return config;
}

function configProblems(config: DarajaConfig): string[] {
  const problems: string[] = [];
  if (config.timeoutMs < 1_000 || config.timeoutMs > 120_000) {
    problems.push('MPESA_TIMEOUT_MS must be between 1000 and 120000');
  }
  // A Paybill pays into its own number; only Buy Goods has a different PartyB (the Till).
  if (config.transactionType === 'CustomerPayBillOnline' && config.partyB !== config.shortcode) {
    problems.push('MPESA_PARTY_B must equal MPESA_SHORTCODE for CustomerPayBillOnline (Daraja fails it with 2029)');
  }
  const secretWord = forbiddenUrlWord(config.callbackSecret);
  if (secretWord !== null) problems.push(`MPESA_CALLBACK_SECRET must not contain "${secretWord}" (Daraja rejects it in URLs)`);
  const baseWord = forbiddenUrlWord(config.callbackBaseUrl);
  if (baseWord !== null) problems.push(`MPESA_CALLBACK_BASE_URL must not contain "${baseWord}" (Daraja rejects it in URLs)`);

  const target = new URL(config.baseUrl);
  const callback = new URL(config.callbackBaseUrl);
  const isSafaricom = target.hostname.endsWith('safaricom.co.ke');
  if (isSafaricom) {
    if (isLoopback(callback.hostname)) problems.push('MPESA_CALLBACK_BASE_URL must be reachable from Safaricom, not loopback');
    // URL() lowercases the host, so look at the text: an uppercase host was seen refused (reference a.3).
    if (/^https?:\/\/[^/]*[A-Z]/.test(config.callbackBaseUrl)) problems.push('MPESA_CALLBACK_BASE_URL host must be lowercase');
    if (config.callbackSecret === LOCAL_CALLBACK_SECRET) problems.push('MPESA_CALLBACK_SECRET must be set to your own secret');
    if (config.consumerKey === 'miche-sandbox-key') problems.push('MPESA_CONSUMER_KEY must be set for Safaricom');
  }
  if (target.hostname === new URL(SAFARICOM_PRODUCTION_BASE_URL).hostname) {
    if (callback.protocol !== 'https:') problems.push('MPESA_CALLBACK_BASE_URL must use https in production');
    if (config.passkey === SANDBOX_PASSKEY) problems.push('MPESA_PASSKEY must be the production passkey');
    if (/ngrok|requestbin/i.test(callback.hostname)) problems.push('MPESA_CALLBACK_BASE_URL must not be an ngrok or requestbin host in production');
  }
  return problems;
}
