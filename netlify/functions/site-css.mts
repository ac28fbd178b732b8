// /.netlify/functions/site-css -> the Next route handler at /api/site-css (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
