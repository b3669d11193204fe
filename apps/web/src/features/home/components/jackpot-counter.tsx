import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits, parseMinorUnits } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useJackpot } from '../api/get-jackpot.ts';
import { useCountUp, useSpecJackpot } from '../lib/jackpot-counter.ts';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { TrophyIcon } from './home-icons.tsx';
import './home.css';

/**
 * The jackpot counter beside the winner board: the house vendor's live progressive pool when one
 * is published, counting up to each new figure; otherwise the spec's own counter (section 9). In
 * the site's currency with 2 decimals, in figures of one width so the digits do not jiggle.
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const titleId = useId();
  const { symbol } = useSiteConfig().currency;
  const isReduced = useReducedMotion();
  const jackpot = useJackpot();
  const pool =
    jackpot.data === undefined || jackpot.data === null ? undefined : parseMinorUnits(jackpot.data.amount);
  // A vendor pool that answers nothing (or a failing call) leaves the spec's counter.
  const usesSpecCounter = jackpot.data === null || (jackpot.data === undefined && jackpot.isError);
  const specAmount = useSpecJackpot(usesSpecCounter);
  const target = pool !== undefined ? Number(pool) : usesSpecCounter ? specAmount : undefined;
  const shown = useCountUp(target, isReduced);
  return (
    <section className="home-card jackpot" aria-labelledby={titleId}>
      <TrophyIcon className="jackpot__icon" width={32} height={32} />
      <h2 className="jackpot__title" id={titleId}>
        {t('home.jackpot.title')}
      </h2>
      <p className="jackpot__amount" aria-busy={shown === undefined}>
        <span className="jackpot__symbol">{symbol}</span>
        <span className="jackpot__value">
          {shown === undefined ? '' : formatAmount(formatMinorUnits(shown))}
        </span>
      </p>
      <p className="jackpot__lead">{t('home.jackpot.lead')}</p>
    </section>
  );
}
