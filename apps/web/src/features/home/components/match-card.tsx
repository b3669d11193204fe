import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@platform/contract';
import { GAME_PAGES } from '../../../shared/config/paths.ts';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { labelMatchTime } from '../lib/match-time.ts';
import { CrestIcon } from './home-icons.tsx';

const CREST_SIZE = 48;

interface MatchCardProps {
  match: HotMatch;
  now: Date;
}

/**
 * A hot match: league and time (today, tomorrow or MM/DD HH:mm in the site's time zone), both
 * teams with their crests, the money-line odds. Opens the sports centre.
 */
export function MatchCard({ match, now }: MatchCardProps) {
  const { t } = useTranslation();
  const time = labelMatchTime(match.matchTime, useSiteConfig().timeZone, now);
  const label =
    time.day === 'date'
      ? t('home.matches.date', { date: time.date, time: time.time })
      : t(time.day === 'today' ? 'home.matches.today' : 'home.matches.tomorrow', { time: time.time });
  const team = (name: string, image: string | null) => (
    <span className="match-card__team">
      <SafeImage
        src={image}
        className="match-card__crest"
        width={CREST_SIZE}
        height={CREST_SIZE}
        loading="lazy"
        decoding="async"
        fallback={<CrestIcon width={28} height={28} />}
      />
      <span className="match-card__name">{name}</span>
    </span>
  );
  return (
    <Link to={GAME_PAGES.sports} className="match-card">
      <span className="match-card__head">
        <span className="match-card__league">{match.league}</span>
        <time className="match-card__time" dateTime={match.matchTime}>
          {label}
        </time>
      </span>
      <span className="match-card__teams">
        {team(match.homeTeam, match.homeTeamImage)}
        <span className="match-card__versus">{t('home.matches.versus')}</span>
        {team(match.awayTeam, match.awayTeamImage)}
      </span>
      <span className="match-card__odds">
        <span className="match-card__odd">
          <span className="match-card__side">{t('home.matches.home')}</span>
          <span className="match-card__price">{match.moneyLine.homeTeamOdds}</span>
        </span>
        <span className="match-card__odd">
          <span className="match-card__side">{t('home.matches.away')}</span>
          <span className="match-card__price">{match.moneyLine.awayTeamOdds}</span>
        </span>
      </span>
    </Link>
  );
}
