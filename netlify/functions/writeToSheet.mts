// /.netlify/functions/writeToSheet[/...] -> the Next route handler at /api/writeToSheet[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
