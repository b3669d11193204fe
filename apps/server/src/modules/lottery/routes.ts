import { lotteryEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { LotteryService } from './service.ts';

/** The lottery lobby's calls; a call's `language` parameter wins over the header's. */
export const registerLotteryRoutes = (route: Router, { lottery }: { lottery: LotteryService }) => {
  route(lotteryEndpoints.menu, ({ query, request }) =>
    lottery.menu(query.prizeMode, query.language ?? request.language),
  );
  route(lotteryEndpoints.recent, ({ query, request }) =>
    lottery.recent(principalOf(request).memberId, query.language ?? request.language),
  );
  route(lotteryEndpoints.openedGame, ({ query, request }) =>
    lottery.openedGame(query, query.language ?? request.language),
  );
  route(lotteryEndpoints.opened, ({ query, request }) => lottery.opened(query.language ?? request.language));
};
