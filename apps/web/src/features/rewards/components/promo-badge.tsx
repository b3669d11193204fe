import { useTranslation } from 'react-i18next';
import type { PromoCounts } from '@platform/contract';
import { usePromoCounts } from '../api/rewards.ts';
import './rewards.css';

/**
 * The count beside a member menu item (spec section 2: mission, message and reward badges), from
 * the one counts call polled every 5 minutes; nothing when zero; asked for a real member only (`isAsked`).
 */
export function PromoBadge({ item, isAsked }: { item: keyof PromoCounts['badges']; isAsked: boolean }) {
  const { t } = useTranslation();
  const count = usePromoCounts(isAsked).data?.badges[item] ?? 0;
  if (count === 0) return null;
  return (
    <span className="promo-badge">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> {t(`shell.menu.badge.${item}`)}</span>
    </span>
  );
}
