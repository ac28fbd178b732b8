/**
 * Texts a farmer sends to the shortcode, read forgivingly: `STATUS` or `HALI` (the latest
 * order), an order reference (`MC7K2P9QXA`, alone or after STATUS/HALI), `HELP` or `MSAADA`, `STOP`
 * (every SMS to the number off) and `START` or `ANZA` (on again). Anything else is
 * answered with the help text.
 */
import type { Locale } from '../i18n/locales';

export type SmsRequest = { kind: 'status'; reference: string | null } | { kind: 'help' } | { kind: 'stop' } | { kind: 'start' } | { kind: 'unknown' };

/** References are MC + 8 characters that cannot be misread (lib/orders.ts). */
const REFERENCE = /\bMC[2-9A-HJKMNP-Z]{8}\b/;

/** The request a text makes, and the language its keyword is in (null when it says none). */
export function readSms(text: string): { request: SmsRequest; language: Locale | null } {
  const t = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const reference = REFERENCE.exec(t.replace(/\bMC /, 'MC'))?.[0] ?? null;
  const first = t.split(' ')[0] ?? '';
  if (reference) return { request: { kind: 'status', reference }, language: first === 'HALI' ? 'sw' : first === 'STATUS' ? 'en' : null };
  if (first === 'STATUS') return { request: { kind: 'status', reference: null }, language: 'en' };
  if (first === 'HALI') return { request: { kind: 'status', reference: null }, language: 'sw' };
  if (first === 'HELP') return { request: { kind: 'help' }, language: 'en' };
  if (first === 'MSAADA') return { request: { kind: 'help' }, language: 'sw' };
  if (first === 'STOP' || first === 'SIMAMISHA' || first === 'ACHA') return { request: { kind: 'stop' }, language: first === 'STOP' ? null : 'sw' };
  if (first === 'START') return { request: { kind: 'start' }, language: 'en' };
  if (first === 'ANZA') return { request: { kind: 'start' }, language: 'sw' };
  return { request: { kind: 'unknown' }, language: null };
}

export interface SmsReplyWords {
  /** The order's state, what it holds and where: "Miche: order MC… (Tomato x2): Paid. Pick up at …" */
  status: (reference: string, what: string, state: string, where: string) => string;
  noOrders: (serviceCode: string) => string;
  notFound: (reference: string, serviceCode: string) => string;
  help: (serviceCode: string, phone: string) => string;
  stopped: string;
  started: string;
}

export const SMS_REPLIES: Readonly<Record<Locale, SmsReplyWords>> = {
  en: {
    status: (reference, what, state, where) => `Miche: order ${reference}${what ? ` (${what})` : ''}: ${state}.${where ? ` ${where}.` : ''}`,
    noOrders: (code) => `Miche: no orders from this number yet. Dial ${code} to buy seedlings.`,
    notFound: (reference, code) => `Miche: no order ${reference} from this number. Dial ${code} and choose My orders.`,
    help: (code, phone) => `Miche: dial ${code} to buy seedlings. Text STATUS for your last order, or its number (MC...). STOP ends all SMS. Call ${phone}.`,
    stopped: 'Miche: no more SMS from Miche to this number, whoever orders for it. Text START to get them again.',
    started: 'Miche: SMS from Miche are on again for this number. Text STOP to turn them off.',
  },
  sw: {
    status: (reference, what, state, where) => `Miche: oda ${reference}${what ? ` (${what})` : ''}: ${state}.${where ? ` ${where}.` : ''}`,
    noOrders: (code) => `Miche: bado hakuna oda kutoka nambari hii. Piga ${code} kununua miche.`,
    notFound: (reference, code) => `Miche: hakuna oda ${reference} kutoka nambari hii. Piga ${code} uchague Oda zangu.`,
    help: (code, phone) =>
      `Miche: piga ${code} kununua miche. Tuma HALI kujua hali ya oda yako ya mwisho, au nambari ya oda (MC...). STOP inazima SMS zote. Piga ${phone}.`,
    stopped: 'Miche: hakuna SMS zaidi za Miche kwa nambari hii, yeyote akiagiza kwa ajili yake. Tuma ANZA kuzipata tena.',
    started: 'Miche: SMS za Miche zimewashwa tena kwa nambari hii. Tuma STOP kuzizima.',
  },
};
