import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseSession } from '../api/session.ts';
import { useLanguage } from '../i18n/index.ts';
import { HouseContext, type HouseContextValue } from '../lib/house-context.ts';
import { BaccaratGame } from '../games/baccarat/baccarat-game.tsx';
import { DiceGame } from '../games/dice/dice-game.tsx';
import { LotteryGame } from '../games/lottery/lottery-game.tsx';
import { MinesGame } from '../games/mines/mines-game.tsx';
import { SlotsGame } from '../games/slots/slots-game.tsx';
import { RoundRecall } from '../recall/round-recall.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FairnessDialog } from './fairness-dialog.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { TopBar } from './top-bar.tsx';

type ShellDialog = 'history' | 'fairness' | 'settling';

/** The frame around every game: top bar, the game, and the history and fairness dialogs. */
export function GameShell({ launchToken, session }: { launchToken: string; session: HouseSession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [heldBalance, holdBalance] = useState<string | null>(null);
  const [lastWin, showWin] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const { view, sessionToken } = session;
  const gameName = view.game.names[language];
  const settlingRound = view.openRound !== null && view.openRound.status !== 'OPEN' ? view.openRound : null;

  useEffect(() => {
    document.title = gameName;
  }, [gameName]);

  const context = useMemo<HouseContextValue>(
    () => ({ launchToken, sessionToken, view, holdBalance, showWin }),
    [launchToken, sessionToken, view],
  );

  return (
    <HouseContext value={context}>
      <div className="shell">
        <TopBar
          gameName={gameName}
          balance={heldBalance ?? view.balance}
          currency={view.player.currency}
          lastWin={lastWin}
          isDemo={view.player.demo}
          onHistory={view.game.kind === 'LOTTERY' ? null : () => setDialog('history')}
          onFairness={view.game.kind === 'LOTTERY' ? null : () => setDialog('fairness')}
        />
        {settlingRound !== null && (
          <div className="notice" role="status">
            <span>{t('session.settling')}</span>
            <button type="button" className="button button--ghost" onClick={() => setDialog('settling')}>
              {t('history.open')}
            </button>
          </div>
        )}
        <main className="shell__main">
          {view.game.kind === 'SLOT' && <SlotsGame />}
          {view.game.kind === 'DICE' && <DiceGame />}
          {view.game.kind === 'MINES' && <MinesGame />}
          {view.game.kind === 'BACCARAT' && <BaccaratGame />}
          {view.game.kind === 'LOTTERY' && <LotteryGame />}
        </main>
        <HistoryDialog open={dialog === 'history'} onClose={() => setDialog(null)} />
        <FairnessDialog open={dialog === 'fairness'} onClose={() => setDialog(null)} />
        {settlingRound !== null && (
          <Dialog
            open={dialog === 'settling'}
            onClose={() => setDialog(null)}
            title={t('history.roundTitle')}
            wide
          >
            <RoundRecall round={settlingRound} />
          </Dialog>
        )}
      </div>
    </HouseContext>
  );
}
