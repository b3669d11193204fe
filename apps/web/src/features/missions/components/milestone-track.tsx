import { useTranslation } from 'react-i18next';
import type { MissionDetail } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { cx } from '@platform/ui/cx.ts';
import { CheckIcon } from '@platform/ui/icons.tsx';
import { percentOf, prizeText, showValue } from '../lib/values.ts';

interface MilestoneTrackProps {
  mission: MissionDetail;
  /** The milestone being claimed (-1: all), or null. */
  claiming: number | null;
  onClaim: (milestoneIndex?: number) => void;
}

/** The milestones in order: each one's progress bar (actual against target), its prize and its claim button. */
export function MilestoneTrack({ mission, claiming, onClaim }: MilestoneTrackProps) {
  const { t } = useTranslation();
  const claimable = mission.milestones.filter((milestone) => milestone.status === 'CLAIM').length;
  return (
    <section className="mission-section" aria-labelledby="mission-milestones">
      <header className="mission-section__header">
        <h3 id="mission-milestones" className="mission-section__title">
          {t('missions.milestones')}
        </h3>
        {claimable > 1 && (
          <Button size="sm" onClick={() => onClaim()} isBusy={claiming === -1} disabled={claiming !== null}>
            {t('missions.claimAll')}
          </Button>
        )}
      </header>
      <ol className="milestone-track">
        {mission.milestones.map((milestone) => {
          const percent =
            milestone.status === 'RECEIVED' ? 100 : percentOf(milestone.actual, milestone.target);
          const name = t('missions.milestone', { n: milestone.index + 1 });
          return (
            <li
              key={milestone.index}
              className={cx('milestone', `milestone--${milestone.status.toLowerCase()}`)}
              aria-label={name}
            >
              <span className="milestone__step" aria-hidden="true">
                {milestone.status === 'RECEIVED' ? <CheckIcon width={16} height={16} /> : milestone.index + 1}
              </span>
              <div className="milestone__body">
                <p className="milestone__condition">
                  {t(`missions.conditions.${milestone.condition}`)}
                  <span className="milestone__figures">
                    {showValue(milestone.condition, milestone.actual)} /{' '}
                    {showValue(milestone.condition, milestone.target)}
                  </span>
                </p>
                <div
                  className="milestone__bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t(`missions.conditions.${milestone.condition}`)}
                >
                  <span className="milestone__fill" style={{ width: `${percent}%` }} />
                </div>
                <p className="milestone__prize">{prizeText(milestone.prize, t)}</p>
              </div>
              <div className="milestone__action">
                {milestone.status === 'CLAIM' ? (
                  <Button
                    size="sm"
                    onClick={() => onClaim(milestone.index)}
                    isBusy={claiming === milestone.index}
                    disabled={claiming !== null}
                    aria-label={`${t('missions.claim')} ${name}`}
                  >
                    {t('missions.claim')}
                  </Button>
                ) : (
                  <span
                    className={cx(
                      'milestone__status',
                      `milestone__status--${milestone.status.toLowerCase()}`,
                    )}
                  >
                    {t(`missions.status.${milestone.status}`)}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
