// /.netlify/functions/bookings[/...] -> the Next route handler at /api/bookings[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
