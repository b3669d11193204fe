import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_KINDS, type ContractKind } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';

/** A kind named in the address, or undefined for none or one the contract does not know. */
export const kindParam = (value: string | null): ContractKind | undefined =>
  CONTRACT_KINDS.find((kind) => kind === value);

/** Links to the same page for each contract kind; the current one is marked for assistive technology. */
export function KindTabs({ current, href }: { current: ContractKind; href: (kind: ContractKind) => string }) {
  const { t } = useTranslation();
  return (
    <nav className="contracts__kinds" aria-label={t('contracts.kind')}>
      {CONTRACT_KINDS.map((kind) => (
        <Link
          key={kind}
          to={href(kind)}
          className={cx('contracts__kind', kind === current && 'contracts__kind--current')}
          aria-current={kind === current ? 'page' : undefined}
        >
          {t(`contracts.kinds.${kind}`)}
        </Link>
      ))}
    </nav>
  );
}
