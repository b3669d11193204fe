import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/api/get-me.ts';
import { paths } from '../../../shared/config/paths.ts';
import type { Column } from '@platform/ui/data-table.tsx';

interface OrderRow {
  orderNo: string;
  memberId: number;
  account: string;
}

/** The columns both queues open with: the order number and the member, linked when staff may read members. */
export const useOrderColumns = <Row extends OrderRow>(): Column<Row>[] => {
  const { t } = useTranslation();
  const canReadMembers = useCan('members.read');
  return [
    {
      key: 'orderNo',
      header: t('finance.orderNo'),
      kind: 'nowrap',
      render: (row) => <code>{row.orderNo}</code>,
    },
    {
      key: 'account',
      header: t('finance.account'),
      kind: 'nowrap',
      render: (row) =>
        canReadMembers ? (
          <Link className="table__link" to={paths.member.getHref(row.memberId)}>
            {row.account}
          </Link>
        ) : (
          row.account
        ),
    },
  ];
};
