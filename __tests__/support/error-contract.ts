import { API_ERRORS } from '@/lib/api/errors';

/** The M-Pesa callback routes answer Safaricom in Daraja's own shape, not the browser's. */
const DARAJA_SHAPED = /^(api\/)?payments\//;

/**
 * The contract with the browser: every JSON refusal of a route handler names one of the API's codes
 * (lib/api/errors.ts) beside the spec's `success: false` and `message`. Null when the answer keeps
 * it (or is no JSON refusal); otherwise what is wrong.
 */
export async function brokenErrorContract(route: string, response: Response): Promise<string | null> {
  if (response.status < 400 || DARAJA_SHAPED.test(route) || !response.headers.get('content-type')?.includes('json')) return null;
  const body = (await response.clone().json()) as { success?: unknown; code?: unknown; message?: unknown };
  if (body.success !== false) return `${route} ${response.status}: success is ${String(body.success)}`;
  if (typeof body.code !== 'string' || !(body.code in API_ERRORS)) return `${route} ${response.status}: no known code (${String(body.code)})`;
  if (typeof body.message !== 'string') return `${route} ${response.status}: no message`;
  return null;
}
