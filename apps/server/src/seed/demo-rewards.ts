import type { Services } from '../app.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoRewardTasks } from './demo-reward-tasks.ts';
import { seedDemoTickets } from './demo-tickets.ts';

/** The rewards' demo data (promotions, missions, ticket events, reward centre tasks), for `db:seed` and the embedded demo install. */
export const seedDemoRewards = async (services: Services): Promise<string[]> => [
  ...(await seedDemoPromotions(services)),
  ...(await seedDemoMissions(services)),
  ...(await seedDemoTickets(services)),
  ...(await seedDemoRewardTasks(services)),
];
