import { useState } from 'react';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MISSION_STATUSES,
  type MissionDetail,
  type MissionStatus,
  type MissionSummary,
} from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { useClaimMission, useMission, useMissions } from '../api/missions.ts';
import { Countdown } from './countdown.tsx';
import { Leaderboard } from './leaderboard.tsx';
import { MilestoneTrack } from './milestone-track.tsx';
import './missions.css';

const isStatus = (value: string | null): value is MissionStatus =>
  MISSION_STATUSES.some((status) => status === value);

interface CardProps {
  mission: MissionSummary;
  isSelected: boolean;
  offsetMs: number;
  timeZone: string;
  onSelect: () => void;
}

/** A mission's card: banner, title, days, countdown and what waits to be claimed. */
function MissionCard({ mission, isSelected, offsetMs, timeZone, onSelect }: CardProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <li>
      <button
        type="button"
        className={cx('mission-card', isSelected && 'mission-card--selected')}
        onClick={onSelect}
        aria-pressed={isSelected}
        aria-label={t('missions.open', { title: mission.title })}
      >
        <span
          className={cx('mission-card__banner', !mission.bannerUrl && 'mission-card__banner--plain')}
          style={
            mission.bannerUrl
              ? { backgroundImage: `url("${encodeURI(imageUrl(mission.bannerUrl))}")` }
              : undefined
          }
        >
          <span className={cx('mission-card__badge', `mission-card__badge--${mission.status.toLowerCase()}`)}>
            {t(`missions.tabs.${mission.status}`)}
          </span>
          {mission.claimable > 0 && (
            <span className="mission-card__claimable">
              {t('missions.claimable', { count: mission.claimable })}
            </span>
          )}
        </span>
        <span className="mission-card__body">
          <span className="mission-card__title">{mission.title}</span>
          <span className="mission-card__period">
            {t('missions.period', { from: mission.startDay, to: mission.endDay })} ·{' '}
            {t('missions.milestonesCount', { count: mission.milestoneCount })}
          </span>
          <Countdown mission={mission} offsetMs={offsetMs} timeZone={timeZone} />
        </span>
      </button>
    </li>
  );
}

/** The selected mission: milestones with their claims, the leaderboard and the rules. */
function MissionView({ mission }: { mission: MissionDetail }) {
  const { t } = useTranslation();
  const claim = useClaimMission();
  const [claiming, setClaiming] = useState<number | null>(null);
  const onClaim = (milestoneIndex?: number) => {
    setClaiming(milestoneIndex ?? -1);
    claim.mutate(
      { id: mission.id, ...(milestoneIndex === undefined ? {} : { milestoneIndex }) },
      {
        onSuccess: (result) => showToast(t('missions.claimed', { count: result.claimed.length }), 'success'),
        onError: (error) => showToast(errorText(error, t), 'danger'),
        onSettled: () => setClaiming(null),
      },
    );
  };
  const categories =
    mission.categories.length === 0
      ? t('missions.allCategories')
      : t('missions.categories', {
          list: mission.categories.map((category) => t(`games.menu.${category}`)).join(' · '),
        });
  return (
    <article className="mission-view" aria-labelledby="mission-title">
      <h2 id="mission-title" className="mission-view__title">
        {mission.title}
      </h2>
      <p className="mission-view__categories">{categories}</p>
      <MilestoneTrack mission={mission} claiming={claiming} onClaim={onClaim} />
      {mission.leaderboard && <Leaderboard missionId={mission.id} />}
      <section className="mission-section" aria-labelledby="mission-rules">
        <h3 id="mission-rules" className="mission-section__title">
          {t('missions.rules')}
        </h3>
        <RichText html={mission.rules} className="mission-rules" />
      </section>
    </article>
  );
}

/** `/member/missionLeaderboard`: missions by status (開催中 / 終了 / 近日開催), the selected one below. */
export function MissionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: MissionStatus = isStatus(requested) ? requested : 'IN_PROGRESS';
  const missions = useMissions(status);
  const timeZone = useSiteConfig().timeZone;
  const list = missions.data?.list ?? [];
  const chosen = Number(params.get('mission'));
  const selectedId = list.find((mission) => mission.id === chosen)?.id ?? list[0]?.id ?? null;
  const detail = useMission(selectedId);
  const offsetMs = missions.data ? Date.parse(missions.data.serverTime) - missions.data.receivedAt : 0;

  const choose = (next: Record<string, string>) =>
    setParams((current) => ({ ...Object.fromEntries(current), ...next }), { replace: true });

  return (
    <div className="missions">
      <div className="mission-tabs" role="tablist" aria-label={t('missions.title')}>
        {MISSION_STATUSES.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={cx('mission-tabs__tab', tab === status && 'mission-tabs__tab--active')}
            onClick={() => setParams({ status: tab }, { replace: true })}
          >
            {t(`missions.tabs.${tab}`)}
            <span className="mission-tabs__count">{missions.data?.counts[tab] ?? 0}</span>
          </button>
        ))}
      </div>
      {!missions.data ? (
        <PageStatus error={missions.error} onRetry={() => void missions.refetch()} />
      ) : list.length === 0 ? (
        <p className="missions__empty">{t(`missions.empty.${status}`)}</p>
      ) : (
        <>
          <ul className="mission-cards">
            {list.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                isSelected={mission.id === selectedId}
                offsetMs={offsetMs}
                timeZone={timeZone}
                onSelect={() => choose({ mission: String(mission.id) })}
              />
            ))}
          </ul>
          {detail.data ? (
            <MissionView mission={detail.data} />
          ) : (
            <PageStatus error={detail.error} onRetry={() => void detail.refetch()} />
          )}
        </>
      )}
    </div>
  );
}
