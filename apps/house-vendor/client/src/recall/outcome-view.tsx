import { useTranslation } from 'react-i18next';
import { BACCARAT_SIDES, type BaccaratSide } from '../../../src/engine/baccarat.ts';
import { findHouseGame } from '../../../src/engine/games.ts';
import { SLOT_TITLES } from '../../../src/engine/slots/titles.ts';
import { DiceBar } from '../games/dice/dice-bar.tsx';
import { HandView } from '../games/baccarat/hand-view.tsx';
import { MinesBoard } from '../games/mines/mines-board.tsx';
import { SlotRecall } from '../games/slots/slot-recall.tsx';
import { formatMoney } from '../lib/amount.ts';
import { formatRoll, formatTarget } from '../lib/format.ts';
import type { ParsedRound } from '../lib/outcomes.ts';

interface OutcomeViewProps {
  gameId: string;
  parsed: ParsedRound;
  /** The round's stake, for the amounts of slot lines; null on the fairness page (no stake there). */
  stake: bigint | null;
}

/** A round's result drawn exactly as it fell: the history's recall and the fairness page use it. */
export function OutcomeView({ gameId, parsed, stake }: OutcomeViewProps) {
  const { t } = useTranslation();
  switch (parsed.kind) {
    case 'SLOT': {
      const game = findHouseGame(gameId);
      if (game?.kind !== 'SLOT') return null;
      return (
        <SlotRecall
          titleCode={game.slotTitle}
          title={SLOT_TITLES[game.slotTitle]}
          outcome={parsed.outcome}
          stake={stake}
        />
      );
    }
    case 'DICE':
      return (
        <div className="recall-dice">
          <DiceBar
            target={parsed.choice.target}
            direction={parsed.choice.direction}
            roll={parsed.outcome.roll}
            win={parsed.outcome.win}
          />
          <p className="recall__line">
            {t(parsed.outcome.win ? 'recall.diceWin' : 'recall.diceLose', {
              roll: formatRoll(parsed.outcome.roll),
              direction: t(`dice.direction.${parsed.choice.direction}`),
              target: formatTarget(parsed.choice.target),
            })}
          </p>
        </div>
      );
    case 'MINES':
      return (
        <div className="recall-mines">
          <MinesBoard revealed={parsed.outcome.revealed} minePositions={parsed.outcome.minePositions} />
          <p className="recall__line">
            {t('recall.mines', { mines: parsed.choice.mines, revealed: parsed.outcome.revealed.length })}
          </p>
        </div>
      );
    case 'BACCARAT':
      return (
        <div className="recall-baccarat">
          <HandView hand={parsed.outcome.hand} />
          <BetsTable bets={parsed.choice} returned={parsed.outcome.perSide} />
          <p className="recall__line">
            {t('recall.baccarat', {
              winner: t(`baccarat.winner.${parsed.outcome.hand.winner}`),
              player: parsed.outcome.hand.playerTotal,
              banker: parsed.outcome.hand.bankerTotal,
            })}
          </p>
        </div>
      );
  }
}

type SideAmounts = Partial<Record<BaccaratSide, string>>;

/** Baccarat's bets per side and what each returned; nothing when no bets are known (fairness page). */
function BetsTable({ bets, returned }: { bets: SideAmounts; returned: SideAmounts }) {
  const { t } = useTranslation();
  const sides = BACCARAT_SIDES.filter((side) => bets[side] !== undefined);
  if (sides.length === 0) return null;
  return (
    <table className="recall-table">
      <thead>
        <tr>
          <th scope="col">{t('recall.side')}</th>
          <th scope="col">{t('recall.bet')}</th>
          <th scope="col">{t('recall.returned')}</th>
        </tr>
      </thead>
      <tbody>
        {sides.map((side) => (
          <tr key={side}>
            <th scope="row">{t(`baccarat.side.${side}`)}</th>
            <td>{formatMoney(bets[side] ?? '0.00')}</td>
            <td>{formatMoney(returned[side] ?? '0.00')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
