import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberInfo } from '@platform/contract';
import { CrownIcon } from '@platform/ui/icons.tsx';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import './vip-label.css';

/** The member's VIP rank (its name), or the operator's label for the member when one is set; opens the VIP page. */
export function VipLabel({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <Link className="vip-label" to={paths.member.getHref(MEMBER_PAGES.vip)} data-testid="vip-label">
      <CrownIcon width={14} height={14} />
      <span>{info.label ?? info.rank ?? t('member.vipLevel', { level: info.vipLevel })}</span>
    </Link>
  );
}
