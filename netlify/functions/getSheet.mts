// /.netlify/functions/getSheet[/...] -> the Next route handler at /api/getSheet[/...] (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
