import { useTranslation } from 'react-i18next';
import { MissionPage } from '../../features/missions/components/mission-page.tsx';

/** `/member/missionLeaderboard` (spec: missionLeaderboard): missions, milestones and the ranking. */
export function MissionLeaderboardRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('missions.title')}</h1>
        <p className="page__subtitle">{t('missions.lead')}</p>
      </header>
      <MissionPage />
    </div>
  );
}
