import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useNotices } from '../../../shared/api/get-notices.ts';
import './notices.css';

/** The player notices behind the header bell: title, date and text, newest first as the server sends them. */
export function PlayerNoticeList() {
  const { t } = useTranslation();
  const notices = useNotices();
  if (notices.data === undefined) {
    return notices.isError ? (
      <p className="player-notices__empty">{t('errors.loadFailed')}</p>
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  const list = notices.data.playerNotices ?? [];
  if (list.length === 0) return <p className="player-notices__empty">{t('shell.bell.noticesEmpty')}</p>;
  return (
    <ul className="player-notices">
      {list.map((notice) => (
        <li key={notice.id} className="player-notices__item">
          <h3 className="player-notices__title">{notice.title}</h3>
          <time className="player-notices__date" dateTime={notice.publishedAt.replace(' ', 'T')}>
            {notice.publishedAt}
          </time>
          <p className="player-notices__content">{notice.content}</p>
        </li>
      ))}
    </ul>
  );
}
