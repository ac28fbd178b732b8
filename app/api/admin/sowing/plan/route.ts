import { NextResponse } from 'next/server';
import { FIRST_DAY, lastDay, parseDay } from '@/lib/calendar-day';
import { nairobiToday } from '@/lib/growing';
import { planQuerySchema } from '@/lib/schemas/sowing';
import { planCsv } from '@/lib/sowing-csv';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { apiHandler, InvalidInput, parseWith } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { planSowing } from '@/lib/server/services/sowing';

export const dynamic = 'force-dynamic';

/** GET /api/admin/sowing/plan?from=YYYY-MM-DD&weeks=9: the sowing plan as CSV, staff only; a bad `from` is a 400, never a 500. */
export const GET = apiHandler('admin.sowing.plan', async (request) => {
  const db = getDb();
  await requireStaff(request, db);
  const query = parseWith(planQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const today = nairobiToday(appClock().now());
  // The one date rule: a day from 2020 to two years after today, in Nairobi's day.
  if (query.from !== undefined && parseDay(query.from, { today }) === null)
    throw new InvalidInput({ from: `Give "from" as a day from ${FIRST_DAY} to ${lastDay(today)}` });
  const plan = await planSowing(db, { today, from: query.from, weeks: query.weeks, capacityTraysPerWeek: env().NURSERY_SOWING_TRAYS_PER_WEEK });
  return new NextResponse(planCsv(plan), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="sowing-plan-${plan.weeks[0]}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
