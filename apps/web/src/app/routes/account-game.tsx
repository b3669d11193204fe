import { AccountGames } from '../../features/games/components/account-games.tsx';
import type { AccountList } from '../../features/games/lib/lobby-pages.ts';

/** `/hot`, `/new`, `/favorite`, `/recent` (spec: AccountGame, lazy). */
export function AccountGameRoute({ list }: { list: AccountList }) {
  return <AccountGames list={list} />;
}
