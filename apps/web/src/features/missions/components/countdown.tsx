import { useTranslation } from 'react-i18next';
import type { MissionSummary } from '@platform/contract';
import { useNow } from '../../../shared/lib/use-now.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { timeLeft } from '../lib/values.ts';

const TICK_MS = 1000;

interface CountdownProps {
  mission: Pick<MissionSummary, 'status' | 'startsAt' | 'endsAt' | 'claimEndsAt'>;
  /** The server's clock minus the device's, so the countdown runs on the merchant's time. */
  offsetMs: number;
  timeZone: string;
}

/** Time left until the mission starts (coming soon) or ends (in progress); a finished one shows its claim deadline. */
export function Countdown({ mission, offsetMs, timeZone }: CountdownProps) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS).getTime() + offsetMs;
  if (mission.status === 'FINISHED') {
    const claimEnds = new Date(mission.claimEndsAt);
    return (
      <p className="mission-countdown mission-countdown--ended">
        {now < claimEnds.getTime()
          ? t('missions.countdown.claimUntil', { date: formatDateTime(claimEnds, timeZone) })
          : t('missions.countdown.ended')}
      </p>
    );
  }
  const target = new Date(mission.status === 'COMING_SOON' ? mission.startsAt : mission.endsAt);
  const { days, clock } = timeLeft(target.getTime() - now);
  return (
    <p className="mission-countdown">
      <span className="mission-countdown__label">
        {t(mission.status === 'COMING_SOON' ? 'missions.countdown.startsIn' : 'missions.countdown.endsIn')}
      </span>
      <time className="mission-countdown__time" dateTime={target.toISOString()}>
        {days > 0 && (
          <span className="mission-countdown__days">{t('missions.countdown.days', { count: days })}</span>
        )}
        {clock}
      </time>
    </p>
  );
}
