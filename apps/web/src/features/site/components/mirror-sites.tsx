import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainsSetting } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { GlobeIcon, RefreshIcon } from '@platform/ui/icons.tsx';
import { Badge } from '@platform/ui/badge.tsx';
import { Button, buttonClass } from '@platform/ui/button.tsx';
import { measureDomain } from '../lib/speed-check.ts';
import './site.css';

type Domain = DomainsSetting['domains'][number];

/** One round of speed checks: each domain's milliseconds (null: unreachable) as they arrive. */
interface SpeedRound {
  round: number;
  results: Record<string, number | null>;
}

/**
 * Checks every domain from this browser when the list arrives and on "check again". A round's
 * late answers never land in a newer round.
 */
const useSpeedChecks = (domains: readonly string[]) => {
  const [round, setRound] = useState(0);
  const [speeds, setSpeeds] = useState<SpeedRound>({ round: 0, results: {} });
  const domainList = domains.join(' ');

  useEffect(() => {
    let isCurrent = true;
    for (const domain of domainList.split(' ').filter(Boolean)) {
      void measureDomain(domain).then((ms) => {
        if (!isCurrent) return;
        setSpeeds((previous) => ({
          round,
          results: { ...(previous.round === round ? previous.results : {}), [domain]: ms },
        }));
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [domainList, round]);

  const results = speeds.round === round ? speeds.results : {};
  const isChecking = domains.some((domain) => !(domain in results));
  const reachable = Object.values(results).filter((ms): ms is number => ms !== null);
  // Named once every answer is in, so the highlight does not jump while the round runs.
  const fastest = isChecking || reachable.length === 0 ? null : Math.min(...reachable);
  return { results, isChecking, fastest, checkAgain: () => setRound((current) => current + 1) };
};

/** The mirror-site list (spec: mirror/speed-check list): each domain, its speed from here, a way to open it. */
export function MirrorSites({ domains }: { domains: readonly Domain[] }) {
  const { t } = useTranslation();
  const { results, isChecking, fastest, checkAgain } = useSpeedChecks(domains.map(({ domain }) => domain));

  if (domains.length === 0) return <p className="card__note">{t('sitePages.mirror.noDomains')}</p>;

  return (
    <div className="mirror">
      <div className="mirror__bar">
        <p className="card__note" role="status">
          {isChecking ? t('sitePages.mirror.checking') : t('sitePages.mirror.checked')}
        </p>
        <Button variant="secondary" size="sm" disabled={isChecking} onClick={checkAgain}>
          <RefreshIcon width={16} height={16} />
          {t('sitePages.mirror.checkAgain')}
        </Button>
      </div>
      <ul className="mirror__list">
        {domains.map(({ domain, isMain, remark }) => {
          const ms = results[domain];
          const isFastest = ms !== undefined && ms !== null && ms === fastest;
          let speed;
          if (ms === undefined) speed = t('sitePages.mirror.measuring');
          else if (ms === null) speed = t('sitePages.mirror.unreachable');
          else speed = t('sitePages.mirror.ms', { ms });
          return (
            <li key={domain} className={cx('mirror__item', isFastest && 'mirror__item--fastest')}>
              <article className="mirror__site" aria-label={domain}>
                <GlobeIcon className="mirror__icon" />
                <div className="mirror__name">
                  <span className="mirror__domain">{domain}</span>
                  <span className="mirror__tags">
                    {isMain && <Badge tone="info">{t('sitePages.mirror.main')}</Badge>}
                    {isFastest && <Badge tone="success">{t('sitePages.mirror.fastest')}</Badge>}
                    {remark !== '' && <span className="mirror__remark">{remark}</span>}
                  </span>
                </div>
                <span
                  className={cx(
                    'mirror__speed',
                    ms === null && 'mirror__speed--down',
                    ms === undefined && 'mirror__speed--pending',
                  )}
                >
                  {speed}
                </span>
                <a
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  href={`https://${domain}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('sitePages.mirror.open')}
                </a>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
