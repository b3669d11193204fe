import type { Services } from '../app.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoPointsEarning } from './demo-points-earning.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoRewardTasks } from './demo-reward-tasks.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import { seedDemoPointMall } from './demo-point-mall.ts';
import { seedDemoReferral } from './demo-referral.ts';
import { seedDemoVip } from './demo-vip.ts';

/** The rewards' demo data (promotions, missions, ticket events, reward centre tasks, VIP ranks, points mall and earning, invite friends), for `db:seed` and the embedded demo install. */
export const seedDemoRewards = async (services: Services): Promise<string[]> => [
  ...(await seedDemoPromotions(services)),
  ...(await seedDemoMissions(services)),
  ...(await seedDemoTickets(services)),
  ...(await seedDemoRewardTasks(services)),
  ...(await seedDemoPointMall(services)),
  ...(await seedDemoVip(services)),
  ...(await seedDemoPointsEarning(services)),
  ...(await seedDemoReferral(services)),
];
