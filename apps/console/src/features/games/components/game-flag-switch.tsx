import { useState } from 'react';
import type { GameAdmin } from '@platform/contract';
import { Checkbox } from '@platform/ui/field.tsx';
import { useUpdateGame } from '../api/update-game.ts';

export type GameFlag = 'enabled' | 'isHot' | 'isNew';

interface GameFlagSwitchProps {
  game: GameAdmin;
  flag: GameFlag;
  /** The switch's accessible name: the flag and the game ("Hot: Lucky Dragon"). */
  label: string;
  canWrite: boolean;
  onFailed: (error: unknown) => void;
}

/**
 * One flag of one game, saved as soon as it is switched. While the save runs the switch shows the
 * requested state and is busy (further clicks wait); a refused save puts it back.
 */
export function GameFlagSwitch({ game, flag, label, canWrite, onFailed }: GameFlagSwitchProps) {
  const update = useUpdateGame();
  // Component state rather than the mutation's: it changes in the same render as the click, so the
  // controlled switch never shows the old value in between.
  const [requested, setRequested] = useState<boolean>();
  const isBusy = requested !== undefined;
  return (
    <Checkbox
      isSwitch
      isLabelHidden
      label={label}
      checked={requested ?? game[flag]}
      disabled={!canWrite}
      aria-busy={isBusy || undefined}
      onChange={(event) => {
        if (isBusy) return;
        const value = event.target.checked;
        setRequested(value);
        update.mutate(
          { nodeId: game.nodeId, update: { [flag]: value } },
          { onError: onFailed, onSettled: () => setRequested(undefined) },
        );
      }}
    />
  );
}
