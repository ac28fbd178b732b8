/**
 * The two catalogues say the same things. Every key in both, every message valid ICU,
 * the same blanks in each language (a Kiswahili message that lost {name} would print nothing there).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's blanks and tags: {name}, {count, plural, ...}, <phone>. */
function blanks(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(m[1]!);
  for (const m of message.matchAll(/<([A-Za-z]+)>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

const english = flatten(en);
const kiswahili = flatten(sw);

describe('the catalogues', () => {
  it('have the same keys in English and Kiswahili', () => {
    expect([...kiswahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s parses in both languages with the same blanks', (key) => {
    const [e, s] = [english.get(key)!, kiswahili.get(key)!];
    expect(() => new IntlMessageFormat(e, 'en-KE')).not.toThrow();
    expect(() => new IntlMessageFormat(s, 'sw-KE')).not.toThrow();
    expect(blanks(s)).toEqual(blanks(e));
  });

  it('leave no Kiswahili message empty or still in English', () => {
    const untranslated = [...english].filter(([key, text]) => {
      const other = kiswahili.get(key) ?? '';
      // Names and numbers are the same in both languages; sentences are not.
      return other.trim() === '' || (other === text && /[a-z]{3,} [a-z]{3,} [a-z]{3,}/i.test(text));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
