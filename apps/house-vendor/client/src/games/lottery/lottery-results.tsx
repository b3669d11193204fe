import { useTranslation } from 'react-i18next';
import type { LotteryDrawsView } from '../../../../src/api/schemas.ts';
import { VN_LAYOUT, type VnRegion } from '../../../../src/engine/lottery/vn.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/index.ts';

type DrawnDraw = LotteryDrawsView['drawn'][number];

/** Draws shown in the results list. */
const RESULTS_SHOWN = 20;

/** The digits of a fast draw as balls. */
export function DrawBalls({ digits, small = false }: { digits: readonly number[]; small?: boolean }) {
  return (
    <span className={`draw-balls${small ? ' draw-balls--small' : ''}`}>
      {digits.map((digit, index) => (
        <span key={index} className={`draw-ball draw-ball--${index % 5}`}>
          {digit}
        </span>
      ))}
    </span>
  );
}

/** Where a fast draw is recomputed from its revealed seed. */
export const lotteryVerifyLink = (gameId: string, drawNo: string, language: string) =>
  `${paths.fairness}?${new URLSearchParams({ lottery: gameId, draw: drawNo, language }).toString()}`;

/** The latest results: a fast draw's balls with a link to verify it, a Vietnamese draw's prize table. */
export function LotteryResults({
  gameId,
  drawn,
  region,
}: {
  gameId: string;
  drawn: DrawnDraw[];
  region: VnRegion | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (drawn.length === 0) return <p className="muted">{t('lottery.results.empty')}</p>;
  return (
    <ul className="results" aria-label={t('lottery.results.title')}>
      {drawn.slice(0, RESULTS_SHOWN).map((draw) => (
        <li key={draw.drawNo} className="result" data-testid="lottery-result">
          <div className="result__head">
            <span className="result__no">{t('lottery.results.draw', { drawNo: draw.drawNo })}</span>
            {Array.isArray(draw.result) && (
              <a
                className="result__verify"
                href={lotteryVerifyLink(gameId, draw.drawNo, language)}
                target="_blank"
                rel="noreferrer"
              >
                {t('lottery.results.verify')}
              </a>
            )}
          </div>
          {Array.isArray(draw.result) ? (
            <DrawBalls digits={draw.result} />
          ) : (
            region !== null && <PrizeTable region={region} result={draw.result} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A Vietnamese draw's numbers by prize tier, the special prize first. */
function PrizeTable({ region, result }: { region: VnRegion; result: Record<string, string[]> }) {
  const { t } = useTranslation();
  return (
    <table className="prize-table">
      <tbody>
        {VN_LAYOUT[region].map(({ tier }) => (
          <tr key={tier} className={tier === 'SPECIAL' ? 'prize-table__special' : undefined}>
            <th scope="row">{t(`lottery.tier.${tier}`)}</th>
            <td>{(result[tier] ?? []).join('  ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
