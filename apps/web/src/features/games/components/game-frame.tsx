import { Notice } from '@platform/ui/notice.tsx';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, gameMaintenanceSchema, type Game } from '@platform/contract';
import { ChevronLeftIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import type { GameLaunchParams } from '../../../shared/config/paths.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useLaunchGame } from '../api/launch-game.ts';
import { useLaunchUrl } from '../../../shared/lib/cdn.ts';
import { MaintenanceDialog } from './maintenance-dialog.tsx';
import './game-frame.css';

interface GameFrameProps {
  params: GameLaunchParams;
  /** The tile's game, when the page was opened from one: names the frame before anything loads. */
  game: Game | undefined;
  onBack: () => void;
}

/**
 * The in-app game page (spec: Seamless): launches the game and shows the vendor's page in a frame
 * as large as the window allows. A refused launch explains itself in a dialog and offers the way back.
 */
export function GameFrame({ params, game, onBack }: GameFrameProps) {
  const { t } = useTranslation();
  const launch = useLaunchGame(params);
  const launchUrl = useLaunchUrl();
  const title = game?.gameName ?? t('games.gameFrame');
  const error = launch.error;
  const code = error instanceof ApiError ? error.errorCode : undefined;

  let stage;
  if (launch.data !== undefined) {
    stage = (
      <iframe
        className="game-page__frame"
        title={title}
        src={launchUrl(launch.data.url)}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    );
  } else if (error === null) {
    stage = (
      <div className="game-page__status">
        <Spinner label={t('games.launching')} />
        <p>{t('games.launching')}</p>
      </div>
    );
  } else {
    stage = (
      <div className="game-page__status" role={code === 'not_logged_in' ? undefined : 'alert'}>
        <p>{code === 'not_logged_in' ? t('games.loginToPlay') : t('games.launchFailed')}</p>
        <div className="game-page__status-actions">
          {code === 'not_logged_in' && (
            <Button onClick={() => openAuthModal('login')}>{t('auth.login')}</Button>
          )}
          <Button variant="secondary" onClick={onBack}>
            {t('games.back')}
          </Button>
        </div>
      </div>
    );
  }

  let dialog;
  const maintenance =
    code === 'game_maintenance'
      ? gameMaintenanceSchema.safeParse(error instanceof ApiError ? error.value : undefined)
      : undefined;
  if (maintenance?.success === true) {
    dialog = <MaintenanceDialog maintenance={maintenance.data} onClose={onBack} />;
  } else if (error !== null && code !== 'not_logged_in') {
    dialog = (
      <ConfirmDialog
        title={code === 'in_need_true_account' ? t('errors.trialTitle') : t('games.launchFailed')}
        confirmLabel={t('common.confirm')}
        onConfirm={onBack}
      >
        {error.message}
      </ConfirmDialog>
    );
  }

  const transferred = launch.data?.walletMode === 'TRANSFER' ? launch.data.transferred : null;

  return (
    <div className="game-page">
      <div className="game-page__bar">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ChevronLeftIcon width={16} height={16} />
          {t('games.back')}
        </Button>
        <div className="game-page__heading">
          <h1 className="game-page__title">{title}</h1>
          {game !== undefined && <span className="game-page__vendor">{game.displayName}</span>}
        </div>
        {params.accountType === ACCOUNT_TYPE.TRIAL && <Badge tone="info">{t('games.freeTrial')}</Badge>}
      </div>
      {transferred !== null && (
        <Notice tone="info" className="game-page__notice">
          {t('games.transferred')} <Money amount={transferred} />
        </Notice>
      )}
      <div className="game-page__stage">{stage}</div>
      {dialog}
    </div>
  );
}
