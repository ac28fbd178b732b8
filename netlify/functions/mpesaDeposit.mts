// /.netlify/functions/mpesaDeposit[/...] -> the Next route handler at /api/mpesaDeposit[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
