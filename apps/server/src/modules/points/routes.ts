import { pointsEndpoints } from '@platform/contract';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Router } from '../../platform/http/route.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { PointsLedger } from './ledger.ts';

/** The member's points balance and movements. */
export const registerPointsRoutes = (
  route: Router,
  { points, system }: { points: PointsLedger; system: SystemService },
) => {
  route(pointsEndpoints.balance, async ({ request }) => ({
    balance: String(await points.balance(principalOf(request).memberId)),
  }));
  route(pointsEndpoints.history, async ({ query, request }) => {
    const [page, { timeZone }] = await Promise.all([
      points.history(principalOf(request).memberId, query),
      system.getSiteSetting(),
    ]);
    return {
      ...page,
      list: page.list.map((row) => ({
        id: row.id,
        amount: row.amount > 0n ? `+${row.amount}` : String(row.amount),
        balanceAfter: String(row.balanceAfter),
        reason: row.reason,
        createdAt: formatTimestamp(row.createdAt, timeZone),
      })),
    };
  });
};
