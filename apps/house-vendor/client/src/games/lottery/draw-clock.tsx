import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The time left as the clock shows it: "mm:ss", or "h:mm:ss" from an hour. */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
};

/** The current time, ticking every second. */
export const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/** The open draw's number and the live countdown to its close; at zero it waits for the next draw. */
export function DrawClock({ drawNo, closesAt, now }: { drawNo: string; closesAt: string; now: number }) {
  const { t } = useTranslation();
  const left = Date.parse(closesAt) - now;
  return (
    <div className="draw-clock" role="timer" aria-label={t('lottery.draw.closesIn')}>
      <div className="draw-clock__draw">
        <span className="draw-clock__label">{t('lottery.draw.current')}</span>
        <span className="draw-clock__no" data-testid="open-draw">
          {drawNo}
        </span>
      </div>
      <div className="draw-clock__time">
        <span className="draw-clock__label">{t('lottery.draw.closesIn')}</span>
        <span className={`draw-clock__count${left <= 10_000 ? ' draw-clock__count--soon' : ''}`}>
          {left > 0 ? formatCountdown(left) : t('lottery.draw.closed')}
        </span>
      </div>
    </div>
  );
}
