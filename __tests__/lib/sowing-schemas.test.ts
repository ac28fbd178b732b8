/**
 * The back office's sowing inputs (one zod schema for form and route) and the plan's CSV,
 * which a spreadsheet must read as data, never as formulas.
 */
import { failBatchSchema, growingFiguresSchema, planQuerySchema, sowBatchSchema } from '@/lib/schemas/sowing';
import { PLAN_CSV_HEADER, planCsv } from '@/lib/sowing-csv';
import type { PlanLine } from '@/lib/growing';

const figures = { raisingDaysMin: '28', raisingDaysMax: '42', lossPercent: '15', sellableDays: '10', sowingTrayCells: '128' };

describe('growing figures', () => {
  it('takes a form’s strings or JSON numbers and gives whole numbers', () => {
    expect(growingFiguresSchema.parse(figures)).toEqual({ raisingDaysMin: 28, raisingDaysMax: 42, lossPercent: 15, sellableDays: 10, sowingTrayCells: 128 });
    expect(growingFiguresSchema.parse({ ...figures, raisingDaysMin: 42 }).raisingDaysMin).toBe(42);
  });

  it('refuses a range out of order, figures out of range, fractions and unknown fields', () => {
    const issues = (value: unknown) => growingFiguresSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...figures, raisingDaysMin: '43' })).toEqual([['raisingDaysMin', 'The fewest days cannot be more than the most days']]);
    expect(issues({ ...figures, lossPercent: '91' })).toEqual([['lossPercent', 'Enter the germination and loss allowance in percent (0 to 90)']]);
    expect(issues({ ...figures, raisingDaysMax: '6' })?.[0]?.[0]).toBe('raisingDaysMax');
    expect(issues({ ...figures, sellableDays: '1.5' })?.[0]?.[0]).toBe('sellableDays');
    expect(issues({ ...figures, sowingTrayCells: '' })?.[0]?.[0]).toBe('sowingTrayCells');
    expect(growingFiguresSchema.safeParse({ ...figures, stock: 5 }).success).toBe(false);
  });
});

describe('a batch sown', () => {
  const productId = '7d0c1b5e-2f56-4a8e-9d55-3f3c2a1b0c9d';
  it('leaves the seedlings and the day to the server when the form leaves them empty', () => {
    expect(sowBatchSchema.parse({ productId, trays: '3', seedlingsSown: '', sownOn: '', note: ' bench 4 ' })).toEqual({
      productId,
      trays: 3,
      seedlingsSown: undefined,
      sownOn: undefined,
      note: 'bench 4',
    });
  });

  it('refuses no trays, too many, an impossible day and a note that is not text', () => {
    expect(sowBatchSchema.safeParse({ productId, trays: 0 }).success).toBe(false);
    expect(sowBatchSchema.safeParse({ productId, trays: 1001 }).success).toBe(false);
    expect(sowBatchSchema.safeParse({ productId, trays: 1, sownOn: '2026-02-29' }).success).toBe(false);
    expect(sowBatchSchema.safeParse({ productId, trays: 1, note: 'a\u0000b' }).success).toBe(false);
    expect(sowBatchSchema.safeParse({ productId: 'x', trays: 1 }).error?.issues[0]?.message).toBe('Please choose a product');
  });

  it('wants a reason of at least 5 characters for a failure', () => {
    expect(failBatchSchema.safeParse({ note: 'rot' }).success).toBe(false);
    expect(failBatchSchema.parse({ note: 'Damping off' })).toEqual({ note: 'Damping off' });
  });

  it('reads the plan’s query with 9 weeks by default', () => {
    expect(planQuerySchema.parse({})).toEqual({ weeks: 9 });
    expect(planQuerySchema.parse({ from: '2026-12-01', weeks: '4' })).toEqual({ from: '2026-12-01', weeks: 4 });
    expect(planQuerySchema.safeParse({ weeks: '27' }).success).toBe(false);
  });
});

describe('the plan as CSV', () => {
  const line = (over: Partial<PlanLine>): PlanLine => ({
    productId: 'p',
    slug: 'tomato-anna-f1',
    name: 'Tomato Anna F1',
    readyWeek: '2027-01-11',
    demandSeedlings: 1000,
    growingTrays: 3,
    neededTrays: 6,
    toSowTrays: 5,
    shortTrays: 1,
    sowBy: '2026-11-30',
    late: false,
    ...over,
  });

  it('has a header and one row a line, with Windows line ends as spreadsheets expect', () => {
    expect(planCsv({ lines: [line({})] })).toBe(
      `${PLAN_CSV_HEADER.join(',')}\r\n2027-W02,2027-01-11,Tomato Anna F1,tomato-anna-f1,1000,3,6,5,1,2026-11-30,no\r\n`,
    );
  });

  it('quotes commas and quotes, and never lets a name start a formula', () => {
    const csv = planCsv({ lines: [line({ name: 'Kale, "Thousand headed"' }), line({ name: '=HYPERLINK("x")', late: true })] });
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[1]).toContain('"Kale, ""Thousand headed"""');
    expect(rows[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows[2]?.endsWith(',yes')).toBe(true);
  });
});
