// /.netlify/functions/mpesa[/...] -> the Next route handler at /api/mpesa[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
