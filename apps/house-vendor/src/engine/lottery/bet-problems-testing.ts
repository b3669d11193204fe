import { LotteryBetError, type BetProblem } from './bets.ts';

/** What a bet's expansion refuses it for (tests): the error's problem, or 'none' when it expands. */
export const problemOf = (run: () => unknown): BetProblem | 'none' => {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof LotteryBetError) return error.problem;
    throw error;
  }
};
