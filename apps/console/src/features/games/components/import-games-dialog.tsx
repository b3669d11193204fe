import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gameImportSchema,
  type GameImport,
  type GameImportResult,
  type VendorAdmin,
} from '@platform/contract';
import type { ContractIssue } from '@platform/ui/form.ts';
import { errorText, useContractParser } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { useImportGames } from '../api/import-games.ts';
import './import-games-dialog.css';

/** Enough problems to see what is wrong with a file, not a wall of them. */
const SHOWN_ISSUES = 10;

type Checked =
  | { state: 'none' }
  | { state: 'unreadable'; fileName: string }
  | { state: 'invalid'; fileName: string; issues: ContractIssue[]; count: number | null }
  | { state: 'ready'; fileName: string; list: GameImport };

/** The file's text as JSON; a bare array of games counts as the list itself. */
const readList = (text: string): unknown => {
  const data: unknown = JSON.parse(text);
  return Array.isArray(data) ? { games: data } : data;
};

/** How many entries the file's `games` holds, valid or not. */
const countOf = (data: unknown): number | null =>
  typeof data === 'object' && data !== null && 'games' in data && Array.isArray(data.games)
    ? data.games.length
    : null;

/** The vendor's id of the game an issue is about, when the file names one. */
const gameIdAt = (data: unknown, index: number): string | undefined => {
  if (typeof data !== 'object' || data === null || !('games' in data) || !Array.isArray(data.games))
    return undefined;
  const game: unknown = data.games[index];
  return typeof game === 'object' && game !== null && 'gameId' in game && typeof game.gameId === 'string'
    ? game.gameId
    : undefined;
};

interface ImportGamesDialogProps {
  vendor: VendorAdmin;
  onClose: () => void;
}

/**
 * The vendor's published game list, chosen as a JSON file: read and checked against the contract
 * here, its games counted and its problems listed, before anything is sent; then the outcome.
 */
export function ImportGamesDialog({ vendor, onClose }: ImportGamesDialogProps) {
  const { t } = useTranslation();
  const parse = useContractParser();
  const importGames = useImportGames();
  const [checked, setChecked] = useState<Checked>({ state: 'none' });
  const [result, setResult] = useState<GameImportResult>();

  const where = (issue: ContractIssue, data: unknown): string => {
    const [root, index, ...field] = issue.path;
    if (root !== 'games' || typeof index !== 'number') return issue.path.join('.') || t('games.import.file');
    const gameId = gameIdAt(data, index);
    const game =
      gameId === undefined
        ? t('games.import.gameAt', { number: index + 1 })
        : t('games.import.gameAtNamed', { number: index + 1, gameId });
    return field.length === 0 ? game : `${game} · ${field.join('.')}`;
  };

  const describe = (issue: ContractIssue, data: unknown) => {
    const message =
      issue.keys === undefined
        ? issue.message
        : t('games.import.unknownFields', { keys: issue.keys.join(', ') });
    return t('games.import.issue', { where: where(issue, data), message });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    setResult(undefined);
    importGames.reset();
    const file = event.target.files?.[0];
    if (file === undefined) {
      setChecked({ state: 'none' });
      return;
    }
    let data: unknown;
    try {
      data = readList(await file.text());
    } catch {
      setChecked({ state: 'unreadable', fileName: file.name });
      return;
    }
    const parsed = parse(gameImportSchema, data);
    if (parsed.success) {
      setChecked({ state: 'ready', fileName: file.name, list: parsed.data });
    } else {
      setChecked({
        state: 'invalid',
        fileName: file.name,
        count: countOf(data),
        issues: parsed.issues.map((issue) => ({ ...issue, message: describe(issue, data) })),
      });
    }
  };

  const send = () => {
    if (checked.state !== 'ready') return;
    importGames.mutate({ vassalage: vendor.vassalage, list: checked.list }, { onSuccess: setResult });
  };

  const count = checked.state === 'ready' ? checked.list.games.length : 0;

  return (
    <Dialog
      title={t('games.import.title', { name: vendor.displayName })}
      size="lg"
      onClose={onClose}
      isDismissible={!importGames.isPending}
    >
      <div className="form">
        <p className="dialog__message">{t('games.import.intro')}</p>
        <TextField
          label={t('games.import.fileLabel')}
          type="file"
          accept=".json,application/json"
          disabled={importGames.isPending}
          hint={t('games.import.fileHint')}
          onChange={(event) => void onFile(event)}
        />
        {checked.state === 'unreadable' && (
          <FormAlert message={t('games.import.unreadable', { file: checked.fileName })} />
        )}
        {checked.state === 'invalid' && (
          <Notice tone="danger">
            <p>
              {checked.count === null
                ? t('games.import.invalidNoList', { file: checked.fileName })
                : t('games.import.invalid', {
                    file: checked.fileName,
                    games: checked.count,
                    count: checked.issues.length,
                  })}
            </p>
            <ul className="issue-list">
              {checked.issues.slice(0, SHOWN_ISSUES).map((issue, index) => (
                <li key={index}>{issue.message}</li>
              ))}
            </ul>
            {checked.issues.length > SHOWN_ISSUES && (
              <p>{t('games.import.moreIssues', { count: checked.issues.length - SHOWN_ISSUES })}</p>
            )}
          </Notice>
        )}
        {checked.state === 'ready' && result === undefined && (
          <Notice tone="info">{t('games.import.ready', { file: checked.fileName, count })}</Notice>
        )}
        {importGames.isError && <FormAlert message={errorText(importGames.error, t)} />}
        {result !== undefined && (
          <Notice tone="success">
            <p>{t('games.import.done', { name: vendor.displayName })}</p>
            <dl className="details details--compact" aria-label={t('games.import.resultLabel')}>
              <div className="details__row">
                <dt>{t('games.import.created')}</dt>
                <dd className="num">{result.created}</dd>
              </div>
              <div className="details__row">
                <dt>{t('games.import.updated')}</dt>
                <dd className="num">{result.updated}</dd>
              </div>
              <div className="details__row">
                <dt>{t('games.import.missing')}</dt>
                <dd className="num">{result.missing}</dd>
              </div>
            </dl>
            {result.missing > 0 && <p>{t('games.import.missingHint')}</p>}
          </Notice>
        )}
        <div className="dialog__actions">
          {result === undefined ? (
            <>
              <Button variant="secondary" onClick={onClose} disabled={importGames.isPending}>
                {t('common.cancel')}
              </Button>
              <Button onClick={send} disabled={checked.state !== 'ready'} isBusy={importGames.isPending}>
                {checked.state === 'ready' ? t('games.import.sendCount', { count }) : t('games.import.send')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('common.done')}</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
