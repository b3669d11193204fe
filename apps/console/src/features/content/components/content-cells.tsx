import { useTranslation } from 'react-i18next';
import type { LinkageType } from '@platform/contract';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { scheduleState, type ScheduleState } from '../lib/schedule-state.ts';
import type { TextValues } from '../lib/content-values.ts';
import { MediaImage } from './media-image.tsx';

const STATE_TONES: Record<ScheduleState, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'neutral',
};

/** Whether members see the entry now: live, scheduled, ended or disabled. */
export function StatusBadge({
  row,
}: {
  row: { enabled: boolean; startsAt?: string | null; endsAt?: string | null };
}) {
  const { t } = useTranslation();
  const state = scheduleState(row);
  return <Badge tone={STATE_TONES[state]}>{t(`content.status.${state}`)}</Badge>;
}

/** The schedule in the staff member's local time: "Always", or its start and its end, each on a line of its own. */
function ScheduleCell({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const { t } = useTranslation();
  if (startsAt === null && endsAt === null) return <>{t('content.schedule.always')}</>;
  return (
    <>
      {startsAt !== null && (
        <span className="content-cell__time">
          {t('content.schedule.from', { start: formatLocal(startsAt) })}
        </span>
      )}
      {endsAt !== null && (
        <span className="content-cell__time">
          {t('content.schedule.until', { end: formatLocal(endsAt) })}
        </span>
      )}
    </>
  );
}

/** Whether members see a scheduled entry now, and its schedule under that. */
export function PublishCell({
  row,
}: {
  row: { enabled: boolean; startsAt: string | null; endsAt: string | null };
}) {
  return (
    <span className="cell-stack cell-stack--column content-cell__publish">
      <StatusBadge row={row} />
      <span className="cell-stack cell-stack--column muted">
        <ScheduleCell startsAt={row.startsAt} endsAt={row.endsAt} />
      </span>
    </span>
  );
}

/** What a click opens: nothing, or the kind of target and its address. */
export function LinkCell({ linkageType, url }: { linkageType: LinkageType; url: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="cell-stack cell-stack--column">
      <span>{t(`content.linkage.${linkageType}`)}</span>
      {url !== null && <code className="muted content-cell__url">{url}</code>}
    </span>
  );
}

/** A title in both languages: Japanese, then English under it. */
export function TitleCell({ title }: { title: TextValues }) {
  return (
    <span className="cell-stack cell-stack--column">
      <span lang="ja">{title.JA}</span>
      <span lang="en" className="muted">
        {title.EN}
      </span>
    </span>
  );
}

/** A small preview of an entry's image in the table. */
export function ThumbCell({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  return (
    <MediaImage
      className="content-thumb"
      url={url}
      alt={alt}
      noneText={t('content.image.none')}
      brokenText={t('content.image.broken')}
    />
  );
}
