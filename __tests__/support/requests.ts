/** Requests as a browser on the shop's own origin would send them to a route handler. */
export const ORIGIN = 'http://localhost:3000';

export function jsonRequest(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; bearer?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { host: 'localhost:3000', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? ORIGIN;
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
}

/** The cookies a response sets, as name → { value, attributes }. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq).trim(), { value: pair.slice(eq + 1), attributes: attributes.join(';').trim() });
  }
  return cookies;
}

export async function bodyOf<T = Record<string, unknown>>(
  response: Response,
): Promise<{ success: boolean; message: string; data: T; errors?: Record<string, string> }> {
  return (await response.json()) as { success: boolean; message: string; data: T; errors?: Record<string, string> };
}
