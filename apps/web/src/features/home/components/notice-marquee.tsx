import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerNotice } from '@platform/contract';
import { MegaphoneIcon } from './home-icons.tsx';
import './home.css';

/** Reading pace of the ticker: seconds per character, with a floor so a short notice does not race. */
const SECONDS_PER_CHARACTER = 0.22;
const MIN_SECONDS = 18;

/**
 * The notice marquee: the player notices marked for it scroll past in a loop (two copies of the
 * list, the second hidden from screen readers). Hover or keyboard focus pauses it; with reduced
 * motion it is a still list. Nothing when there is no notice.
 */
export function NoticeMarquee({ notices }: { notices: readonly PlayerNotice[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (notices.length === 0) return null;
  const characters = notices.reduce((sum, notice) => sum + notice.title.length + notice.content.length, 0);
  const duration = Math.max(MIN_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER));
  const list = (isCopy: boolean) => (
    <ul
      className={isCopy ? 'marquee__list marquee__list--copy' : 'marquee__list'}
      aria-hidden={isCopy || undefined}
    >
      {notices.map((notice) => (
        <li key={notice.id} className="marquee__item">
          <span className="marquee__title">{notice.title}</span>
          <span className="marquee__text">{notice.content}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="marquee" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('home.notices.title')}
      </h2>
      <MegaphoneIcon className="marquee__icon" />
      {/* Focusable so that a keyboard can stop the text too. */}
      <div className="marquee__viewport" tabIndex={0} role="group" aria-labelledby={titleId}>
        <div className="marquee__track" style={{ '--marquee-duration': `${duration}s` } as CSSProperties}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
