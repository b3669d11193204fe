import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberInfo } from '@platform/contract';
import { CrownIcon } from '@platform/ui/icons.tsx';
import type { Translate } from '../../../i18n/index.ts';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import './vip-label.css';

/** The member's VIP rank as shown: the operator's label for the member when one is set, else the rank's name, else the level. */
export const vipRankName = (info: MemberInfo, t: Translate): string =>
  info.label ?? info.rank ?? t('member.vipLevel', { level: info.vipLevel });

/**
 * The header's VIP rank; opens the VIP page. On a phone the header has no room for it: the member
 * menu shows it instead (`MemberMenu`'s `vipRank`).
 */
export function VipLabel({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <Link className="vip-label" to={paths.member.getHref(MEMBER_PAGES.vip)} data-testid="vip-label">
      <CrownIcon width={14} height={14} />
      <span>{vipRankName(info, t)}</span>
    </Link>
  );
}
