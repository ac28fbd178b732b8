/**
 * `npx tsx scripts/edge-deno-check.ts [origin]`: the light-page edge function, loaded by Deno (the
 * runtime Netlify's edge runs it on), answers every public page as the running `npm start` shop at
 * `origin` (default http://localhost:3000) does. `netlify serve --offline` cannot load edge functions
 * (Deno fetches Netlify's bootstrap), so this runs the function's own file on Deno without them:
 * scripts/edge-deno-harness.ts calls its handler with a stand-in for `context.next()` that asks the
 * shop for Next.js's own page of the same address.
 *
 * For every public page in both languages (lib/light-page/public-pages.ts: home, the list, every
 * product the list links to, About, Contact, the cart, the offline page), in each variant (light,
 * the data saver's, signed in), opened as a browser opens it, the edge function's status,
 * content type, body and cache headers must equal npm start's for the same request. Deno comes from
 * the project's `deno` devDependency (DENO_BIN overrides it) and runs with `--no-remote --no-npm`:
 * nothing is downloaded. Exits 1 on any difference, or if the step logged a fault on Deno.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { isPublicPage } from '../lib/light-page/public-pages.ts';
import { DATA_SAVER_COOKIE } from '../lib/light-page/data-saver.ts';
import { SIGNED_IN_HINT } from '../lib/auth/session-hint.ts';

const origin = process.argv[2] ?? 'http://localhost:3000';
const root = process.cwd();
const deno = process.env.DENO_BIN ?? path.join(root, 'node_modules', '.bin', 'deno');
const harness = path.join(root, 'scripts', 'edge-deno-harness.ts');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The variants a public page comes in (lib/light-page/variant.ts), by the cookie that chooses each. */
const VARIANTS: Record<string, string> = { light: '', saver: `${DATA_SAVER_COOKIE}=on`, 'signed in': `${SIGNED_IN_HINT}=1` };
/** The step's own headers, compared where the step made the page light. */
const STEP_HEADERS = ['cache-control', 'etag', 'netlify-cache-tag', 'netlify-vary', 'vary'];

interface Case {
  path: string;
  cookie: string;
}

interface Answer {
  path: string;
  cookie: string;
  status: number;
  contentType: string | null;
  headers: Record<string, string | null>;
  body: string;
}

/** The headers a browser opening the page sends (the harness sends the same to the edge function). */
function browserHeaders(cookie: string): Record<string, string> {
  return { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
}

/** npm start's answer to a browser opening `path`. */
async function shopAnswer(pagePath: string, cookie: string): Promise<Answer> {
  const response = await fetch(new URL(pagePath, origin), { headers: browserHeaders(cookie), redirect: 'manual' });
  return {
    path: pagePath,
    cookie,
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: Object.fromEntries(STEP_HEADERS.map((name) => [name, response.headers.get(name)])),
    body: await response.text(),
  };
}

/** Every public page in both languages: the fixed ones, and each product the list links to. */
async function publicPages(): Promise<string[]> {
  const list = await (await fetch(new URL('/products', origin))).text();
  const products = [...new Set([...list.matchAll(/href="(\/products\/[^"?#/]+)"/g)].map((m) => m[1] ?? ''))].filter(isPublicPage).sort();
  if (products.length === 0) throw new Error(`${origin}/products links to no product`);
  const english = ['/', '/products', ...products, '/about', '/contact', '/cart', '/offline'];
  const pages = [...english, ...english.map((p) => (p === '/' ? '/sw' : `/sw${p}`))];
  const notPublic = pages.filter((p) => !isPublicPage(p));
  if (notPublic.length > 0) throw new Error(`not public pages: ${notPublic.join(', ')}`);
  return pages;
}

/** The edge function's answers on Deno, one per case, and what Deno wrote to stderr. */
function edgeAnswers(cases: Case[]): Promise<{ answers: Answer[]; stderr: string }> {
  const args = ['run', '--no-remote', '--no-npm', '--no-config', '--no-lock', '--no-prompt', `--allow-net=${new URL(origin).host}`, harness];
  const child = spawn(deno, [...args, JSON.stringify({ origin, cases })], {
    cwd: root,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`could not start Deno at ${deno} (npm ci installs the deno devDependency; DENO_BIN names another): ${error.message}`)),
    );
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`deno exited ${code}:\n${stderr}`));
      const answers = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Answer);
      resolve({ answers, stderr });
    });
  });
}

/** Where two bodies first differ, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return `at ${at} of ${a.length}/${b.length}: edge ${JSON.stringify(a.slice(at, at + 80))} vs npm start ${JSON.stringify(b.slice(at, at + 80))}`;
}

/** How the edge function's answer differs from npm start's (none: they match). */
function differencesOf(got: Answer, want: Answer): string[] {
  const differences: string[] = [];
  if (got.status !== want.status) differences.push(`status ${got.status} vs ${want.status}`);
  if (got.contentType !== want.contentType) differences.push(`content-type ${got.contentType} vs ${want.contentType}`);
  if (got.body !== want.body) differences.push(`body ${firstDifference(got.body, want.body)}`);
  // Signed in, the page passes as Next.js drew it, whose own headers (its cache state) may change between two asks.
  if (got.cookie === VARIANTS['signed in']) return differences;
  for (const header of STEP_HEADERS)
    if (got.headers[header] !== want.headers[header]) differences.push(`${header} ${got.headers[header]} vs ${want.headers[header]}`);
  if (want.status === 200 && !want.headers['netlify-cache-tag']) differences.push('npm start did not make it light (no netlify-cache-tag)');
  return differences;
}

const variantOf = (cookie: string) => Object.keys(VARIANTS).find((name) => VARIANTS[name] === cookie) ?? cookie;
const keyOf = ({ path: pagePath, cookie }: { path: string; cookie: string }) => `${pagePath} (${variantOf(cookie)})`;

/** One run of Deno over `cases`, each compared with npm start's answer: the differences by case, and the run's own faults. */
async function round(cases: Case[]): Promise<{ answers: Answer[]; differences: Map<string, string[]>; faults: string[] }> {
  const edge = await edgeAnswers(cases);
  const faults: string[] = [];
  if (edge.answers.length !== cases.length) faults.push(`Deno answered ${edge.answers.length} of ${cases.length} requests`);
  // A fault the step caught on Deno serves Next.js's page: equal to npm start's only if it failed there too.
  if (edge.stderr.includes('[light-page]')) faults.push(`the step logged a fault on Deno:\n${edge.stderr}`);
  else if (edge.stderr.trim()) console.log(`[edge-deno] Deno's stderr:\n${edge.stderr}`);
  const differences = new Map<string, string[]>();
  for (const got of edge.answers) differences.set(keyOf(got), differencesOf(got, await shopAnswer(got.path, got.cookie)));
  return { answers: edge.answers, differences, faults };
}

async function main(): Promise<number> {
  const pages = await publicPages();
  const cases = pages.flatMap((p) => Object.values(VARIANTS).map((cookie) => ({ path: p, cookie })));
  console.log(`[edge-deno] ${pages.length} public pages x ${Object.keys(VARIANTS).length} variants, against ${origin}`);
  const first = await round(cases);
  const differing = cases.filter((c) => (first.differences.get(keyOf(c)) ?? []).length > 0);
  // Deno asked first, npm start after: a page Next.js drew again in between (a staff edit, an order
  // changing stock) differs once. Those are asked again, both sides; a real difference stays.
  const again = differing.length > 0 && first.faults.length === 0 ? await round(differing) : null;
  if (again) console.log(`[edge-deno] asked again, both sides: ${differing.map(keyOf).join(', ')}`);
  const failures = [...first.faults, ...(again?.faults ?? [])];
  let passed = 0;
  for (const page of pages) {
    const sizes: string[] = [];
    for (const cookie of Object.values(VARIANTS)) {
      const key = keyOf({ path: page, cookie });
      const differences = again?.differences.get(key) ?? first.differences.get(key);
      const answer = (again?.answers ?? []).find((a) => keyOf(a) === key) ?? first.answers.find((a) => keyOf(a) === key);
      if (differences === undefined || answer === undefined) continue;
      if (differences.length > 0) failures.push(`${key}: ${differences.join('; ')}`);
      else {
        passed += 1;
        sizes.push(`${variantOf(cookie)} ${answer.status} ${answer.body.length}`);
      }
    }
    if (sizes.length > 0) console.log(`[edge-deno] ok    ${page}: ${sizes.join(', ')} characters`);
  }
  for (const failure of failures) console.log(`[edge-deno] FAIL  ${failure}`);
  console.log(`[edge-deno] ${passed} passed, ${failures.length} failed (${seconds()})`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[edge-deno]', error);
    process.exit(1);
  },
);
