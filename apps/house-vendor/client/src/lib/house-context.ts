import { createContext, useContext } from 'react';
import type { SessionView } from '../../../src/api/schemas.ts';

export interface HouseContextValue {
  launchToken: string;
  sessionToken: string;
  /** The session as last known: the server's balance after the latest answer. */
  view: SessionView;
  /**
   * Shows another balance than the server's while a result is still being animated (the stake taken,
   * the win not yet shown); null shows the server's again.
   */
  holdBalance: (balance: string | null) => void;
  /** The last win the top bar shows; null clears it when a new round starts. */
  showWin: (amount: string | null) => void;
}

export const HouseContext = createContext<HouseContextValue | null>(null);

/** The open game session; only inside the game shell. */
export const useHouse = (): HouseContextValue => {
  const value = useContext(HouseContext);
  if (value === null) throw new Error('useHouse is used outside the game shell');
  return value;
};
