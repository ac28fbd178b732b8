// /.netlify/functions/data-saver -> the Next route handler at /api/data-saver (see _lib/forward-to-api.ts).
export { default } from './_lib/forward-to-api.ts';
