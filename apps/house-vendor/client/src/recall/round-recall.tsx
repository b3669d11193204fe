import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../../src/api/schemas.ts';
import { useLanguage } from '../i18n/index.ts';
import { decimalToMinor } from '../../../src/api/amounts.ts';
import { formatMoney } from '../lib/amount.ts';
import { formatDateTime, formatMultiplier } from '../lib/format.ts';
import { useHouse } from '../lib/house-context.ts';
import { parseRound } from '../lib/outcomes.ts';
import { verifyLink } from '../lib/verify-link.ts';
import { OutcomeView } from './outcome-view.tsx';
import { SeedValue } from './seed-value.tsx';

/** One round exactly as it was played, with the seeds that decided it and a link to check them. */
export function RoundRecall({ round }: { round: RoundView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useHouse().view.player;
  const parsed = parseRound(round);

  return (
    <article className="recall">
      <dl className="recall__facts">
        <div>
          <dt>{t('recall.time')}</dt>
          <dd>{formatDateTime(round.createdAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('recall.status')}</dt>
          <dd>{t(`status.${round.status}`)}</dd>
        </div>
        <div>
          <dt>{t('recall.stake')}</dt>
          <dd>
            {formatMoney(round.stake)} {round.currency}
          </dd>
        </div>
        <div>
          <dt>{t('recall.payout')}</dt>
          <dd>
            {round.payout === null ? t('common.none') : `${formatMoney(round.payout)} ${round.currency}`}
          </dd>
        </div>
        <div>
          <dt>{t('recall.multiplier')}</dt>
          <dd>{round.multiplier === null ? t('common.none') : formatMultiplier(Number(round.multiplier))}</dd>
        </div>
        {round.jackpotWin !== null && (
          <div>
            <dt>{t('recall.jackpot')}</dt>
            <dd>
              {formatMoney(round.jackpotWin)} {round.currency}
            </dd>
          </div>
        )}
      </dl>
      {parsed === null ? (
        <p className="recall__line">{t('recall.noOutcome')}</p>
      ) : (
        <OutcomeView gameId={round.gameId} parsed={parsed} stake={decimalToMinor(round.stake)} />
      )}
      <section className="seeds" aria-label={t('fairness.seedsTitle')}>
        <SeedValue label={t('fairness.serverSeedHash')} value={round.serverSeedHash} />
        <SeedValue
          label={t('fairness.serverSeed')}
          value={round.serverSeed ?? t('fairness.serverSeedHidden')}
          isMuted={round.serverSeed === null}
        />
        <SeedValue label={t('fairness.clientSeed')} value={round.clientSeed} />
        <SeedValue label={t('fairness.nonce')} value={String(round.nonce)} />
        {round.serverSeed !== null && (
          <a
            className="button button--ghost"
            href={verifyLink({ ...round, serverSeed: round.serverSeed }, language)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('fairness.verify')}
          </a>
        )}
      </section>
    </article>
  );
}
