import { useTranslation } from 'react-i18next';
import { formatDateTime, formatGmtOffset } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { ClockIcon } from '@platform/ui/icons.tsx';
import './agent-clock.css';

const TICK_MS = 1000;

/** The agent header's GMT offset and live clock in the merchant's time zone. */
export function AgentClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  return (
    <p className="agent-clock">
      <ClockIcon width={16} height={16} />
      <span className="agent-clock__offset">{formatGmtOffset(now, timeZone)}</span>
      <time className="agent-clock__time" dateTime={now.toISOString()} aria-label={t('agent.clock')}>
        {formatDateTime(now, timeZone)}
      </time>
    </p>
  );
}
