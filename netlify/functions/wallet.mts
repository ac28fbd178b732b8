// /.netlify/functions/wallet[/...] -> the Next route handler at /api/wallet[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
