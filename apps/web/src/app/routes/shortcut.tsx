import { Navigate } from 'react-router';
import type { GameShortcut } from '@platform/contract';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { shortcutHref } from '../../features/games/lib/shortcuts.ts';

/** A game shortcut of spec section 2 (`/down`, `/rou`, ...): goes where the operator points it. */
export function ShortcutRoute({ shortcut }: { shortcut: GameShortcut }) {
  const { shortcuts } = useSiteConfig();
  return <Navigate replace to={shortcutHref(shortcuts[shortcut])} />;
}
