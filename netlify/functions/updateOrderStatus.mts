// /.netlify/functions/updateOrderStatus[/...] -> the Next route handler at /api/updateOrderStatus[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
