'use client';

export interface AdminAnswer<T = unknown> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

/** Calls a staff endpoint under /api/admin and hands back the server's message and field errors. */
export async function adminCall<T = unknown>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AdminAnswer<T>> {
  try {
    const response = await fetch(`/api/admin${path}`, {
      method,
      headers: body === undefined || body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: string; data?: T; errors?: Record<string, string> };
    return {
      ok: response.ok,
      status: response.status,
      message: json.message ?? (response.ok ? 'Saved' : 'An error occurred'),
      data: json.data,
      errors: json.errors,
    };
  } catch {
    return { ok: false, status: 0, message: 'No connection. Check your data or Wi-Fi, then try again.' };
  }
}
