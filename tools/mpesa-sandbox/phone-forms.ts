import type { ServerResponse } from 'node:http';
import type { ActionResult, SandboxEngine } from './engine';
import { redirect } from './http-util';

// The virtual phone page's forms. Each answers with a 303 back to the page, which shows `done` or `error`.

export type PromptAction = (engine: SandboxEngine, id: string, form: URLSearchParams) => ActionResult;

/** Only same-site paths, so the phone page's "back" field cannot send anyone elsewhere. */
function safeBack(value: string | null): string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

function withParam(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

/** `rawId` is the path segment as sent; a malformed escape in it throws, which the server answers with a 500. */
export function answerPromptForm(engine: SandboxEngine, res: ServerResponse, rawId: string, body: string, act: PromptAction): void {
  const form = new URLSearchParams(body);
  const back = safeBack(form.get('back'));
  const id = decodeURIComponent(rawId);
  const result = act(engine, id, form);
  redirect(res, result.ok ? withParam(back, 'done', id) : withParam(back, 'error', result.error));
}

export function answerBalanceForm(engine: SandboxEngine, res: ServerResponse, body: string): void {
  const form = new URLSearchParams(body);
  const back = safeBack(form.get('back'));
  const phone = (form.get('phone') ?? '').trim();
  const balance = Number((form.get('balance') ?? '').trim());
  if (!/^254[17]\d{8}$/.test(phone) || !Number.isSafeInteger(balance) || balance < 0) {
    redirect(res, withParam(back, 'error', 'Give a phone like 254712345678 and a whole, non-negative balance.'));
    return;
  }
  engine.setPhone(phone, { balance });
  redirect(res, back);
}
