import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { CrownIcon } from '@platform/ui/icons.tsx';
import './vip-label.css';

/** The member's VIP level, or the operator's label for the member when one is set. */
export function VipLabel({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <span className="vip-label">
      <CrownIcon width={14} height={14} />
      <span>{info.label ?? t('member.vipLevel', { level: info.vipLevel })}</span>
    </span>
  );
}
