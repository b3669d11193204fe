import { useTranslation } from 'react-i18next';
import type { Popup } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { WelcomeContent } from '../../features/auth/components/welcome-content.tsx';
import { AnnouncementsPanel } from '../../features/notices/components/announcements-dialog.tsx';
import { PublicPopupContent } from '../../features/notices/components/public-popup-content.tsx';
import { ArrivalCard } from './arrival-card.tsx';
import './arrival-dialog.css';

/** One step of the arrival queue. */
export type ArrivalStep =
  | { key: string; kind: 'announcements' }
  | { key: string; kind: 'popup'; popup: Popup }
  | { key: string; kind: 'welcome'; username: string };

interface ArrivalDialogProps {
  step: ArrivalStep;
  /** Where the step stands in the queue (1-based), and how long the queue is. */
  position: number;
  count: number;
  /** Closes this step and shows the next. */
  onNext: () => void;
  /** Closes this step and every one after it: the close button, Escape and the backdrop do too. */
  onCloseAll: () => void;
}

/**
 * The arrival queue's one dialog: the current step, where it stands, and next / close all. A lone
 * welcome is the corner card instead.
 */
export function ArrivalDialog({ step, position, count, onNext, onCloseAll }: ArrivalDialogProps) {
  const { t } = useTranslation();
  const isLast = position === count;
  let title: string;
  let content;
  if (step.kind === 'announcements') {
    title = t('shell.announcements.title');
    content = <AnnouncementsPanel onClose={onCloseAll} />;
  } else if (step.kind === 'popup') {
    title = step.popup.title;
    content = <PublicPopupContent popup={step.popup} onFollow={onCloseAll} />;
  } else {
    title = t('account.welcome.title', { username: step.username });
    content = <WelcomeContent onFollow={onCloseAll} />;
  }
  const body = (
    <div className="arrival" key={step.key}>
      {content}
      <div className="arrival__footer">
        {count > 1 && (
          <span className="arrival__position">{t('shell.popups.position', { index: position, count })}</span>
        )}
        {!isLast && (
          <Button variant="ghost" size="sm" onClick={onCloseAll}>
            {t('shell.popups.closeAll')}
          </Button>
        )}
        <Button size="sm" variant={isLast ? 'secondary' : 'primary'} onClick={onNext}>
          {isLast ? t('shell.popups.done') : t('shell.popups.next')}
        </Button>
      </div>
    </div>
  );
  // A welcome on its own asks for nothing: it leaves the page usable.
  if (count === 1 && step.kind === 'welcome') {
    return (
      <ArrivalCard title={title} onClose={onCloseAll}>
        {body}
      </ArrivalCard>
    );
  }
  return (
    <Dialog
      closesOnBackdrop
      title={title}
      size={step.kind === 'announcements' ? 'lg' : 'md'}
      onClose={onCloseAll}
    >
      {body}
    </Dialog>
  );
}
