import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOTTERY_ADMIN_DRAW_STATUSES,
  type LotteryAdminDrawStatus,
  type LotteryAdminGame,
  type LotteryDraw,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { useLotteryDraws, useLotteryGames } from '../api/lottery.ts';
import { CancelDrawDialog } from './cancel-draw-dialog.tsx';
import { ConfirmResultDialog } from './confirm-result-dialog.tsx';
import { findGame, gameKey, gameLabel, STATUS_TONES } from './lottery-labels.ts';
import { LotteryTabs } from './lottery-tabs.tsx';
import { ResultEntryDialog } from './result-entry-dialog.tsx';
import { tableOfGame, tableOfRegion } from './result-form-values.ts';
import { GameSchedules } from './game-schedules.tsx';
import { useLotteryGamePicker } from './use-lottery-game-picker.tsx';

type Action = { kind: 'enter' | 'confirm' | 'cancel'; draw: LotteryDraw } | null;

/** Draws whose result or cancellation can still change: not paid, not cancelled. */
const isCancellable = (draw: LotteryDraw) => draw.status !== 'SETTLED' && draw.status !== 'CANCELLED';

/**
 * `/lottery/draws`: a vendor's draws, those awaiting a result and those awaiting a second staff
 * member's confirmation first, then every draw by status; result entry, confirmation and cancellation
 * for staff with `lottery.write`.
 */
export function DrawsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useCan('lottery.write');
  const games = useLotteryGames();
  const picker = useLotteryGamePicker(games.data, { allowAll: true });
  const [status, setStatus] = useState<LotteryAdminDrawStatus | ''>('');
  const [action, setAction] = useState<Action>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const scope = picker.vassalage
    ? { vassalage: picker.vassalage, ...(picker.game ? { gameId: picker.game.gameId } : {}) }
    : undefined;
  const awaitingResult = useLotteryDraws(scope && { ...scope, status: 'AWAITING_RESULT' });
  const awaitingConfirmation = useLotteryDraws(scope && { ...scope, status: 'AWAITING_CONFIRMATION' });
  const all = useLotteryDraws(scope && { ...scope, ...(status ? { status } : {}) });

  const list = games.data ?? [];
  const known = useMemo(
    () => [...(awaitingConfirmation.data ?? []), ...(all.data ?? [])],
    [awaitingConfirmation.data, all.data],
  );
  const gameOf = (draw: LotteryDraw): LotteryAdminGame | undefined =>
    findGame(list, draw.vassalage, draw.gameId);
  const nameOf = (draw: LotteryDraw) => {
    const game = gameOf(draw);
    return game ? game.names[language] : draw.gameId;
  };
  const isRegional = (draw: LotteryDraw) =>
    gameOf(draw)?.gameType === 'LOTT' ||
    draw.status === 'AWAITING_RESULT' ||
    draw.status === 'AWAITING_CONFIRMATION';

  const actions = (draw: LotteryDraw) => (
    <span className="row-actions">
      {isRegional(draw) && (draw.status === 'AWAITING_RESULT' || draw.status === 'AWAITING_CONFIRMATION') && (
        <Button
          size="sm"
          variant={draw.status === 'AWAITING_RESULT' ? 'primary' : 'secondary'}
          aria-label={`${t('lottery.draws.enter')} ${nameOf(draw)} ${draw.drawNo}`}
          onClick={() => {
            setOutcome(null);
            setAction({ kind: 'enter', draw });
          }}
        >
          {draw.status === 'AWAITING_RESULT' ? t('lottery.draws.enter') : t('lottery.draws.reenter')}
        </Button>
      )}
      {draw.status === 'AWAITING_CONFIRMATION' && (
        <Button
          size="sm"
          aria-label={`${t('lottery.draws.review')} ${nameOf(draw)} ${draw.drawNo}`}
          onClick={() => {
            setOutcome(null);
            setAction({ kind: 'confirm', draw });
          }}
        >
          {t('lottery.draws.review')}
        </Button>
      )}
      {isCancellable(draw) && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${t('lottery.draws.cancel')} ${nameOf(draw)} ${draw.drawNo}`}
          onClick={() => {
            setOutcome(null);
            setAction({ kind: 'cancel', draw });
          }}
        >
          {t('lottery.draws.cancel')}
        </Button>
      )}
    </span>
  );

  const columns: Column<LotteryDraw>[] = [
    { key: 'game', header: t('lottery.draws.game'), render: nameOf },
    { key: 'drawNo', header: t('lottery.draws.drawNo'), kind: 'nowrap', render: (draw) => draw.drawNo },
    {
      key: 'drawsAt',
      header: t('lottery.draws.drawsAt'),
      kind: 'nowrap',
      render: (draw) => formatLocal(draw.drawsAt),
    },
    {
      key: 'status',
      header: t('lottery.draws.status'),
      kind: 'nowrap',
      render: (draw) => (
        <Badge tone={STATUS_TONES[draw.status]}>{t(`lottery.statuses.${draw.status}`)}</Badge>
      ),
    },
    { key: 'orders', header: t('lottery.draws.orders'), kind: 'num', render: (draw) => draw.orders },
    { key: 'turnover', header: t('lottery.draws.turnover'), kind: 'num', render: (draw) => draw.turnover },
    {
      key: 'staff',
      header: t('lottery.draws.staff'),
      kind: 'note',
      render: (draw) => {
        const lines = [
          draw.enteredBy && t('lottery.draws.enteredBy', { staff: draw.enteredBy.username }),
          draw.confirmedBy && t('lottery.draws.confirmedBy', { staff: draw.confirmedBy.username }),
          draw.cancelledBy &&
            t('lottery.draws.cancelledBy', {
              staff: draw.cancelledBy.username,
              reason: draw.cancelReason ?? '',
            }),
        ].filter((line) => typeof line === 'string');
        return lines.length === 0 ? (
          '—'
        ) : (
          <ul className="lottery__lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      },
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('lottery.draws.actions'),
            kind: 'actions',
            render: actions,
          } satisfies Column<LotteryDraw>,
        ]
      : []),
  ];

  const section = (heading: string, query: ReturnType<typeof useLotteryDraws>, emptyText: string) => (
    <section className="lottery__section" aria-label={heading}>
      <h2 className="lottery__heading">{heading}</h2>
      {query.isError && <FormAlert message={errorText(query.error, t)} />}
      <DataTable
        caption={heading}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(draw) => `${draw.gameId}/${draw.drawNo}`}
        isLoading={query.isPending && scope !== undefined}
        emptyText={emptyText}
      />
    </section>
  );

  const done = (message: string) => {
    setAction(null);
    setOutcome(message);
  };

  return (
    <>
      <LotteryTabs title={t('lottery.draws.title')} lead={t('lottery.draws.lead')} />
      {!canWrite && <Notice tone="info">{t('lottery.readOnly')}</Notice>}
      {games.isError && <FormAlert message={errorText(games.error, t)} />}
      {games.isSuccess && list.length === 0 && <Notice tone="info">{t('lottery.noGames')}</Notice>}
      <div className="lottery__toolbar">
        {picker.vendorSelect}
        <SelectField
          label={t('lottery.draws.game')}
          value={picker.game ? gameKey(picker.game) : ''}
          options={[
            { value: '', label: t('lottery.allGames') },
            ...picker.vendorGames.map((game) => ({
              value: gameKey(game),
              label: gameLabel(game, language, false),
            })),
          ]}
          onChange={(event) => picker.choose(event.target.value)}
        />
        <SelectField
          label={t('lottery.draws.status')}
          value={status}
          options={[
            { value: '', label: t('common.all') },
            ...LOTTERY_ADMIN_DRAW_STATUSES.map((value) => ({ value, label: t(`lottery.statuses.${value}`) })),
          ]}
          onChange={(event) => setStatus(event.target.value as LotteryAdminDrawStatus | '')}
        />
      </div>
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {section(t('lottery.draws.awaitingResult'), awaitingResult, t('lottery.draws.noneAwaitingResult'))}
      {section(
        t('lottery.draws.awaitingConfirmation'),
        awaitingConfirmation,
        t('lottery.draws.noneAwaitingConfirmation'),
      )}
      {section(t('lottery.draws.allDraws'), all, t('lottery.draws.empty'))}
      <GameSchedules games={picker.vendorGames} />
      {action?.kind === 'enter' && (
        <ResultEntryDialog
          draw={action.draw}
          gameName={nameOf(action.draw)}
          knownTable={
            tableOfRegion(gameOf(action.draw)?.region) ??
            tableOfGame([action.draw, ...known], action.draw.gameId)
          }
          onClose={() => setAction(null)}
          onSaved={(draw) => done(t('lottery.result.saved', { drawNo: draw.drawNo }))}
        />
      )}
      {action?.kind === 'confirm' && (
        <ConfirmResultDialog
          draw={action.draw}
          latest={known.find(
            (draw) =>
              draw.vassalage === action.draw.vassalage &&
              draw.gameId === action.draw.gameId &&
              draw.drawNo === action.draw.drawNo,
          )}
          gameName={nameOf(action.draw)}
          onClose={() => setAction(null)}
          onConfirmed={(draw) => done(t('lottery.confirm.done', { drawNo: draw.drawNo }))}
        />
      )}
      {action?.kind === 'cancel' && (
        <CancelDrawDialog
          draw={action.draw}
          gameName={nameOf(action.draw)}
          onClose={() => setAction(null)}
          onCancelled={(draw) => done(t('lottery.cancel.done', { drawNo: draw.drawNo }))}
        />
      )}
    </>
  );
}
