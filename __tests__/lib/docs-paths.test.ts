/**
 * Every file path the README and docs/*.md name must exist, so a renamed or deleted file cannot leave
 * a newcomer following a dead reference. A path is an inline code span (`lib/money.ts`) whose first
 * segment is one of the repository's top-level folders, or a relative Markdown link target. Spans that
 * are not repository paths are left alone: URLs, globs, placeholders (`<name>`), routes (`/api/health`),
 * settings (`KEY=value`), commands, and paths outside the repository (`../shared/...`). A path the
 * repository's .gitignore covers (a build output such as `lib/generated/site-css.js`) may be absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** The top-level folders a repository path starts with (not node_modules nor build output). */
function topLevelFolders(): Set<string> {
  const skip = new Set(['node_modules', '.git', '.next', '.data', '.netlify', 'coverage', 'test-results', 'playwright-report', 'out']);
  return new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() || entry.isSymbolicLink()) && !skip.has(entry.name) && !entry.name.startsWith('.next'))
      .map((entry) => entry.name),
  );
}

/** Markdown without its fenced code blocks (shell sessions and trees, not references). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Whether an inline code span is a path into the repository (not whether it exists). */
function isRepoPath(span: string, folders: ReadonlySet<string>): boolean {
  if (!/^[\w.@[\]+-]+(\/[\w.@[\]+-]*)+$/.test(span)) return false; // spaces, URLs, globs, <placeholders>, KEY=value
  if (span.includes('...') || span.includes('//')) return false;
  return folders.has(span.split('/')[0]!);
}

/** The repository paths a Markdown document names: code spans, and relative link targets resolved from `dir`. */
function namedPaths(markdown: string, dir: string, folders: ReadonlySet<string>): string[] {
  const text = withoutFences(markdown);
  const paths = new Set<string>();
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const trimmed = span!.trim();
    if (isRepoPath(trimmed, folders)) paths.add(trimmed.replace(/\/$/, ''));
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target!)) continue; // https:, mailto:, anchors, site routes
    const file = target!.split('#')[0]!;
    if (file) paths.add(path.posix.normalize(path.posix.join(dir, file)));
  }
  return [...paths].filter((p) => !p.startsWith('../'));
}

/** A tiny .gitignore reader: the non-negated patterns, as tests on a repository path. */
function ignoredBy(gitignore: string): (repoPath: string) => boolean {
  const patterns = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.replace(/\/$/, '').includes('/');
      const body = line
        .replace(/^\//, '')
        .replace(/\/$/, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*');
      return new RegExp(anchored ? `^${body}(/|$)` : `(^|/)${body}(/|$)`);
    });
  return (repoPath) => patterns.some((pattern) => pattern.test(repoPath));
}

describe('naming repository paths in the docs', () => {
  const folders = new Set(['lib', 'scripts', 'app', 'bench', 'docs']);

  it.each(['lib/server/services/orders.ts', 'scripts/start.ts', 'app/api/payments/callback/[secret]/[ref]/route.ts', 'bench/.results/', 'lib/offline/'])(
    'counts %p as a path',
    (span) => {
      expect(isRepoPath(span, folders)).toBe(true);
    },
  );

  it.each([
    'https://example.com/lib/x.ts',
    '/api/health',
    '../shared/spec/shop-spec.md',
    'lib/**/*.ts',
    'netlify/functions/<name>.mts',
    'DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres',
    'npm run db:seed',
    'lib/money.ts formatKes',
    'en/sw',
    'theme.ts',
  ])('leaves %p alone', (span) => {
    expect(isRepoPath(span, folders)).toBe(false);
  });

  it('finds code spans and relative links, and skips fenced blocks and outside links', () => {
    const markdown = [
      'See `lib/money.ts`, `scripts/gone.ts` and [the ledger](money-safety.md#rules).',
      '[Spec](https://example.com) and [home](/products) and [up](../README.md).',
      '```sh',
      'cat `lib/not-a-reference.ts`',
      '```',
    ].join('\n');
    expect(namedPaths(markdown, 'docs', folders).sort()).toEqual(['docs/money-safety.md', 'lib/money.ts', 'scripts/gone.ts', 'README.md'].sort());
  });

  it('reads .gitignore patterns as git does for the paths the docs name', () => {
    const ignored = ignoredBy('.data/\nlib/generated/*.js\nbench/.results/\n.next-*/\n!.env.example\n');
    expect(ignored('lib/generated/site-css.js')).toBe(true);
    expect(ignored('lib/generated/site-css.d.ts')).toBe(false);
    expect(ignored('bench/.results/latest.json')).toBe(true);
    expect(ignored('.data/pglite')).toBe(true);
    expect(ignored('.next-e2e')).toBe(true);
    expect(ignored('lib/money.ts')).toBe(false);
  });
});

describe('the README and docs/*.md', () => {
  const folders = topLevelFolders();
  const ignored = ignoredBy(readFileSync(path.join(root, '.gitignore'), 'utf8'));
  const documents = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];

  it.each(documents)('%s names only paths that exist', (document) => {
    const named = namedPaths(readFileSync(path.join(root, document), 'utf8'), path.posix.dirname(document), folders);
    const missing = named.filter((p) => !existsSync(path.join(root, p)) && !ignored(p));
    expect(missing).toEqual([]);
  });

  it('checks a good number of paths, so a broken extractor cannot pass by finding none', () => {
    const count = documents.reduce(
      (sum, document) => sum + namedPaths(readFileSync(path.join(root, document), 'utf8'), path.posix.dirname(document), folders).length,
      0,
    );
    expect(count).toBeGreaterThan(100);
  });
});
