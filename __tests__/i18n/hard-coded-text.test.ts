/**
 * No English left hard-coded in what a farmer reads. Every component and page outside the
 * back office (which stays English, docs/kiswahili.md) is parsed, and any words written straight
 * into JSX, or into an attribute a person reads or hears (alt, aria-label, title, placeholder...), are
 * reported: they must come from messages/en.json and messages/sw.json instead.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..');

/** Attributes whose text is shown or read aloud. */
const READ_ATTRIBUTES = new Set(['alt', 'aria-label', 'aria-description', 'aria-roledescription', 'label', 'placeholder', 'title', 'hint']);

/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(['Miche', 'M-Pesa', 'KES']);

/**
 * Files allowed English, each for a reason: the global error page replaces the root layout when the
 * layout itself failed, so it has no catalogue, and carries none to stay small in every first load.
 */
const EXEMPT = new Set(['app/global-error.tsx']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (file.endsWith('.tsx')) out.push(file);
  }
  return out;
}

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !SAME_IN_BOTH.has(text.trim());

/** "file:line text" for every hard-coded text a person would read in one file. */
function hardCodedText(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
      if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression) && hasWords(value.expression.text))
        report(node, value.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('text a farmer reads', () => {
  const files = [...sourceFiles(path.join(root, 'components')), ...sourceFiles(path.join(root, 'app'))]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !file.includes('admin') && !EXEMPT.has(file));

  it('looks at the shop’s components and pages', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('comes from the catalogues, never straight from a component', () => {
    const found = files.flatMap((file) => hardCodedText(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds words in JSX and in read attributes, and leaves code alone', () => {
    const sample = `export const A = () => (
      <div className="flex gap-2" data-testid="cart">
        <img alt="A tomato seedling" src="/a.svg" />
        <button aria-label={'Close'}>×</button>
        Add to cart
        <span>{t('ok')}</span> Miche
      </div>
    );`;
    expect(hardCodedText('sample.tsx', sample)).toEqual(['sample.tsx:3 "A tomato seedling"', 'sample.tsx:4 "Close"', 'sample.tsx:5 "Add to cart"']);
  });
});
