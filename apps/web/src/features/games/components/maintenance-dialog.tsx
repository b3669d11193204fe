import { useTranslation } from 'react-i18next';
import type { GameMaintenance } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { GameCarousel } from './game-carousel.tsx';
import './maintenance-dialog.css';

interface MaintenanceDialogProps {
  maintenance: GameMaintenance;
  onClose: () => void;
}

/** A game under maintenance (spec section 4): until when, and other games to play meanwhile. */
export function MaintenanceDialog({ maintenance, onClose }: MaintenanceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog closesOnBackdrop title={t('games.maintenanceTitle')} onClose={onClose} size="lg">
      <p className="dialog__message">
        {maintenance.endTime === null
          ? t('games.maintenanceNoEnd')
          : t('games.maintenanceUntil', { time: maintenance.endTime })}
      </p>
      {maintenance.suggestions.length > 0 && (
        <section className="suggestions" aria-labelledby="maintenance-suggestions">
          <h3 className="suggestions__title" id="maintenance-suggestions">
            {t('games.suggestions')}
          </h3>
          <GameCarousel games={maintenance.suggestions} label={t('games.suggestions')} />
        </section>
      )}
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('games.back')}</Button>
      </div>
    </Dialog>
  );
}
