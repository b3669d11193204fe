import { useTranslation } from 'react-i18next';
import { digitTrends } from './trend.ts';

/**
 * Per position, each digit's count over the draws looked at (a bar) and the draws since it last
 * came (the number under it), the hottest digit of a position marked.
 */
export function TrendChart({ draws, balls }: { draws: readonly (readonly number[])[]; balls: number }) {
  const { t } = useTranslation();
  if (draws.length === 0) return <p className="muted">{t('lottery.results.empty')}</p>;
  const trends = digitTrends(draws, balls);
  const most = Math.max(1, ...trends.flat().map((entry) => entry.count));
  return (
    <div className="trend">
      <p className="field__hint">{t('lottery.trend.caption', { count: draws.length })}</p>
      {trends.map((position, index) => (
        <table
          key={index}
          className="trend__position"
          aria-label={t('lottery.picker.ball', { ball: index + 1 })}
        >
          <caption className="trend__title">{t('lottery.picker.ball', { ball: index + 1 })}</caption>
          <tbody>
            <tr className="trend__bars">
              <th scope="row">{t('lottery.trend.count')}</th>
              {position.map((entry) => (
                <td key={entry.digit}>
                  <span className="trend__bar" style={{ height: `${(entry.count / most) * 100}%` }} />
                  <span className="trend__count">{entry.count}</span>
                </td>
              ))}
            </tr>
            <tr className="trend__digits">
              <th scope="row">{t('lottery.trend.digit')}</th>
              {position.map((entry) => (
                <td key={entry.digit}>
                  <span className={`trend__digit${entry.since === 0 ? ' trend__digit--last' : ''}`}>
                    {entry.digit}
                  </span>
                </td>
              ))}
            </tr>
            <tr className="trend__since">
              <th scope="row">{t('lottery.trend.since')}</th>
              {position.map((entry) => (
                <td key={entry.digit}>{entry.since === null ? '–' : entry.since}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}
