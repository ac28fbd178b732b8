// /.netlify/functions/profile[/...] -> the Next route handler at /api/profile[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
