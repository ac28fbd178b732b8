// /.netlify/functions/health[/...] -> the Next route handler at /api/health[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
