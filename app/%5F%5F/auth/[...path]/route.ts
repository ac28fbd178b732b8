// Reserved for the sign-in provider's callback (spec section 2): it renders nothing here.
export function GET(): Response {
  return new Response('', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
