// /.netlify/functions/getOrder[/...] -> the Next route handler at /api/getOrder[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
