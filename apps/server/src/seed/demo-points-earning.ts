import { isDeepStrictEqual } from 'node:util';
import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import type { Services } from '../app.ts';
import { DEFAULT_POINTS_RATES } from '../modules/points/earning/service.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/**
 * The points rates of the demo (only through the seed command): the points switch on, points for
 * valid bets in every product and for deposits, and buying points open, set through the console's
 * audited call as the demo administrator. Runs once: nothing happens once rates are set.
 */
export const seedDemoPointsEarning = async (services: Services): Promise<string[]> => {
  const { pointsEarning, system, staff } = services;
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin || !isDeepStrictEqual(await pointsEarning.rates(), DEFAULT_POINTS_RATES)) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.POINTS || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));
  const per100 = (points: number) => ({ unit: '100.00', points });
  await pointsEarning.saveRates(actor, {
    bet: {
      RNG: per100(1),
      PVP: per100(1),
      FISH: per100(1),
      LIVE: per100(2),
      LOTT: per100(1),
      ELOTT: per100(1),
      SPORTS: per100(2),
      ESPORTS: per100(2),
      COCKFIGHT: per100(1),
    },
    deposit: { unit: '1000.00', points: 10 },
    purchase: { enabled: true, price: '1.00', minPoints: 100, maxPoints: 100_000 },
  });
  return ['demo points rates (points per valid bet and deposit, buying points at 1.00 a point)'];
};
