import 'server-only';
import { env } from '../env';

/**
 * The caller's network address for the per-address limits and the callback record: the header the
 * platform or proxy in front sets (CLIENT_IP_HEADER; Netlify's x-nf-client-connection-ip there,
 * X-Forwarded-For from `npm start`'s own server elsewhere), never one the caller could set. In a
 * list, the last entry is the one the nearest proxy added; the first could be anyone's words.
 */
export function clientAddress(request: Request): string | null {
  const value = request.headers.get(env().clientIpHeader);
  return value?.split(',').at(-1)?.trim() || null;
}
