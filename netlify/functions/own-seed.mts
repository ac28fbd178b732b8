// /.netlify/functions/own-seed -> the Next route handler at /api/own-seed (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
