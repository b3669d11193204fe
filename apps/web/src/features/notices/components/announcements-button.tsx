import { useTranslation } from 'react-i18next';
import { openAnnouncements } from '../lib/announcements-modal.ts';
import { MegaphoneIcon } from './notice-icons.tsx';
import './notices.css';

/** The header's megaphone: opens the announcements popup at any time. */
export function AnnouncementsButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="announcements-button"
      aria-label={t('shell.announcements.open')}
      aria-haspopup="dialog"
      title={t('shell.announcements.open')}
      onClick={openAnnouncements}
    >
      <MegaphoneIcon />
    </button>
  );
}
