/**
 * After the Netlify build (`netlify serve --offline` in scripts/netlify-serve-smoke.ts, or `netlify
 * build --offline`): checks that the output holds what the deploy needs — the Next.js server handler
 * for every page and route handler, a forwarding function for each of the spec's API names under
 * /.netlify/functions, the scheduled reconciliation, and proxy.ts as the edge middleware. Exits 1,
 * saying what is missing, otherwise prints what it found.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

interface FunctionEntry {
  name: string;
  schedule?: string;
  routes?: Array<{ pattern: string }>;
}

const root = process.cwd();
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const problems: string[] = [];

const functionsManifest = '.netlify/functions/manifest.json';
if (!existsSync(path.join(root, functionsManifest))) {
  console.error(`[netlify-check] ${functionsManifest} is missing: did \`netlify build\` run?`);
  process.exit(1);
}
const functions = new Map(read<{ functions: FunctionEntry[] }>(functionsManifest).functions.map((f) => [f.name, f]));

const server = functions.get('___netlify-server-handler');
if (!server?.routes?.some((r) => r.pattern === '/*')) problems.push('the Next.js server handler (route /*) is missing');
if (functions.get('reconcile')?.schedule !== '* * * * *') problems.push('the reconciliation is not scheduled every minute');

const forwarders = readdirSync(path.join(root, 'netlify', 'functions'))
  .filter((f) => f.endsWith('.mts') && f !== 'reconcile.mts')
  .map((f) => f.replace(/\.mts$/, ''));
for (const name of forwarders) if (!functions.has(name)) problems.push(`the forwarding function ${name} was not built`);

const edgeManifest = '.netlify/edge-functions/manifest.json';
const edge = existsSync(path.join(root, edgeManifest)) ? JSON.stringify(read<unknown>(edgeManifest)) : '';
if (!edge.includes('middleware')) problems.push('proxy.ts was not packaged as the edge middleware');

if (problems.length > 0) {
  for (const p of problems) console.error(`[netlify-check] ${p}`);
  process.exit(1);
}
console.log(`[netlify-check] ok: server handler, ${forwarders.length} API forwarders (${forwarders.join(', ')}), scheduled reconcile, edge middleware`);
