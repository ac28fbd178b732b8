/**
 * No code comment explains itself with an issue number. A newcomer reading "(issue N)" or "round
 * N" cannot open the tracker it points to, so a comment says the reason itself. Only comments are
 * read: TypeScript's own scanner finds them (a `//` line or a `/* *\/` run), so a string that
 * happens to name an issue, such as a test's title, is not a comment and is not held to this.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

/** Folders that are no source of ours: installed packages, generated code, builds and reports. */
const NOT_SOURCE = new Set(['node_modules', '.git', '.netlify', 'lib/generated', 'test-results', 'playwright-report', 'coverage']);

/**
 * "issue N", "Issues N and M", "Issue N's", and "round N" (spelt out) of a numbered series of fixes,
 * also when a comment's line break falls inside the citation. The test's own sample is built from
 * strings, so this file's comments stay clear of it.
 */
const CITATION = /\bissues?(?:\s|\*)+\d+|\bround(?:\s|\*)+(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/gi;

function sourceFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      // The journeys' and the bench's builds are .next-<name>.
      if (NOT_SOURCE.has(relative) || NOT_SOURCE.has(entry.name) || entry.name.startsWith('.next')) return [];
      return sourceFiles(full);
    }
    return entry.isFile() && SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every comment of a file, with the line it starts on. */
function comments(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.css')) {
    // CSS has only block comments, and no string in our stylesheets holds a `/*`.
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: text.slice(0, m.index).split('\n').length, text: m[0] }));
  }
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, number>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, r.end));
  // Trivia read from a node's start would read a JSX text or a template literal's text as if it were code.
  const textual = new Set([ts.SyntaxKind.JsxText, ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail]);
  const visit = (node: ts.Node) => {
    if (!textual.has(node.kind)) add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found].map(([pos, end]) => ({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) }));
}

function citations(file: string, text: string): string[] {
  return comments(file, text).flatMap((comment) =>
    [...comment.text.matchAll(CITATION)].map((m) => {
      const line = comment.line + comment.text.slice(0, m.index).split('\n').length - 1;
      return `${file}:${line}: "${m[0].replace(/\s*\n[\s*]*/g, ' ')}"`;
    }),
  );
}

describe('code comments', () => {
  it('find comments and only comments', () => {
    const sample = [
      '// the reason (issue 30)',
      "const title = 'a string about issue 31';",
      '/* a block, Issues 14 and',
      ' * 26, or (issue',
      ' * 34) */',
      'const el = <p>a JSX text about issue 32, and a // that is no comment</p>;',
      'const t = `${title} issue 33 // in a template`;',
      'const x = {/* in JSX too: round four */};',
    ].join('\n');
    expect(citations('sample.tsx', sample)).toEqual([
      'sample.tsx:1: "issue 30"',
      'sample.tsx:3: "Issues 14"',
      'sample.tsx:4: "issue 34"',
      'sample.tsx:8: "round four"',
    ]);
  });

  it('say their reasons instead of citing an issue number', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => citations(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
