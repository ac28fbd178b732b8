import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_PICKUP_POINTS } from '@/lib/delivery';
import { NURSERY } from '@/lib/nursery';
import { seedCategories, seedProducts } from '@/lib/server/db/seed-data';

/**
 * The seed catalogue against docs/glossary.md: what a farmer reads on /sw, in a Kiswahili
 * SMS or on a Kiswahili USSD screen comes from these columns, so they are checked against the words
 * the glossary allows, read from the glossary itself (a new rule there is a new check here).
 */
const glossary = readFileSync(path.join(process.cwd(), 'docs/glossary.md'), 'utf8');

/** The rows of the first table under a `## heading`, as lists of trimmed cells. */
function tableUnder(heading: string): string[][] {
  const section = glossary.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`docs/glossary.md has no "## ${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const cropNames = new Set(tableUnder('Crop names').map(([, sw]) => sw!.toLowerCase()));
const avoided = tableUnder('Words to avoid').map(([word]) => word!.toLowerCase());
const bannedEnglish = (/spray labels\):([^.]*)\./.exec(glossary.replace(/\s+/g, ' '))?.[1] ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);

/** The text without the English the glossary keeps in brackets ("baridi (late blight)"). */
const outsideBrackets = (text: string) => text.replace(/\([^)]*\)/g, ' ');
const englishIn = (text: string) => bannedEnglish.filter((w) => new RegExp(`(^|[^\\p{L}-])${w}($|[^\\p{L}-])`, 'iu').test(outsideBrackets(text)));

/** Every Kiswahili text of the seed catalogue, named by where it sits. */
const kiswahiliTexts: Array<[string, string]> = [
  ...seedProducts.flatMap((p): Array<[string, string]> => [
    [`${p.slug} swahiliName`, p.swahiliName ?? ''],
    [`${p.slug} varietySw`, p.varietySw],
    [`${p.slug} descriptionSw`, p.descriptionSw],
    [`${p.slug} spacingSw`, p.guide.spacingSw],
    ...p.guide.tipsSw.map((tip, i): [string, string] => [`${p.slug} tipsSw[${i}]`, tip]),
  ]),
  ...seedCategories.flatMap((c): Array<[string, string]> => [
    [`${c.slug} nameSw`, c.nameSw],
    [`${c.slug} descriptionSw`, c.descriptionSw],
  ]),
  ...SEED_PICKUP_POINTS.flatMap((p): Array<[string, string]> => [
    ['pickup nameSw', p.nameSw],
    ['pickup addressSw', p.addressSw],
    ['pickup hoursSw', p.hoursSw],
  ]),
  ...NURSERY.addressSw.map((line, i): [string, string] => [`nursery addressSw[${i}]`, line]),
];

describe('the seed catalogue against the glossary', () => {
  it('reads its rules from the glossary', () => {
    expect(cropNames.size).toBeGreaterThan(20);
    expect(avoided).toEqual(expect.arrayContaining(['baridi ya mapema', 'vuna ngozi']));
    expect(bannedEnglish).toEqual(expect.arrayContaining(['tray', 'open-pollinated', 'hybrid']));
  });

  it("gives every product a Kiswahili name from the glossary's crop names, and a Kiswahili variety label", () => {
    const unnamed = seedProducts.filter((p) => !p.swahiliName?.trim() || !cropNames.has(p.swahiliName.trim().toLowerCase())).map((p) => p.slug);
    expect(unnamed).toEqual([]);
    expect(seedProducts.filter((p) => !p.varietySw.trim()).map((p) => p.slug)).toEqual([]);
  });

  it('says "isiyo chotara" for open-pollinated, and keeps the tray out of stored names', () => {
    for (const p of seedProducts) {
      if (/open-pollinated/i.test(p.variety)) expect(p.varietySw).toMatch(/isiyo chotara/);
      expect(p.name).not.toMatch(/\btray\b/i);
    }
  });

  it('names each crop in the category texts as the products do', () => {
    const categoryText = seedCategories.map((c) => c.descriptionSw.toLowerCase()).join(' ');
    for (const name of ['brokoli', 'koliflawa', 'saladi', 'liki', 'kourgeti', 'spinachi ya uswisi', 'parsili', 'mrihani', 'boga']) {
      expect(categoryText).toContain(name);
    }
  });

  it('has no English word from the banned list in a Kiswahili column, outside the English kept in brackets', () => {
    const found = kiswahiliTexts.flatMap(([where, text]) => englishIn(text).map((w) => `${where}: "${w}" in "${text}"`));
    expect(found).toEqual([]);
  });

  it('uses no word the glossary tells us to avoid', () => {
    const found = kiswahiliTexts.flatMap(([where, text]) => avoided.filter((w) => text.toLowerCase().includes(w)).map((w) => `${where}: "${w}"`));
    expect(found).toEqual([]);
  });

  it('still catches what it is for (the checks are not vacuous)', () => {
    expect(englishIn('Cal J (open-pollinated)')).toEqual([]);
    expect(englishIn('Cal J open-pollinated')).toEqual(['open-pollinated']);
    expect(englishIn('Nyanya Anna F1 tray of 50')).toEqual(expect.arrayContaining(['tray', 'of']));
    expect(englishIn('Cabbage Gloria F1 (tray of 100)')).toEqual([]);
  });
});
