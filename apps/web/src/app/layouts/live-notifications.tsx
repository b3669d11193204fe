import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BALANCE_QUERY_KEY, balanceQueryOptions } from '../../shared/api/get-balance.ts';
import { connectNotifications } from '../../shared/lib/notification-socket.ts';
import { useSession } from '../../shared/lib/session.ts';
import { showToast } from '../../shared/lib/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { DEPOSIT_ORDERS_QUERY_KEY } from '../../features/deposit/api/get-deposit-orders.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../features/member/api/get-notifications.ts';
import { formatNotification } from '../../features/member/components/notification-text.ts';
import { POINTS_QUERY_KEY } from '../../features/points/api/points.ts';
import { WALLET_DATA_QUERY_KEY } from '../../features/wallet/api/get-wallets.ts';
import { WITHDRAWAL_QUERY_KEY } from '../../features/withdrawal/api/get-withdrawal-config.ts';

/** Everything a deposit, withdrawal or points mall decision changes. */
const AFFECTED_QUERY_KEYS = [
  BALANCE_QUERY_KEY,
  ['member', 'info'],
  NOTIFICATIONS_QUERY_KEY,
  DEPOSIT_ORDERS_QUERY_KEY,
  WITHDRAWAL_QUERY_KEY,
  WALLET_DATA_QUERY_KEY,
  POINTS_QUERY_KEY,
] as const;

const TOAST_TONES = {
  DEPOSIT_CREDITED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  DEPOSIT_FAILED: 'danger',
  WITHDRAWAL_REJECTED: 'danger',
  TEAM_TRANSFER_RECEIVED: 'success',
  TEAM_TRANSFER_TAKEN: 'danger',
  CONTRACT_PAID: 'success',
  PROMOTION_APPROVED: 'success',
  PROMOTION_REJECTED: 'danger',
  REWARD_GRANTED: 'success',
  POINT_REDEMPTION_APPROVED: 'success',
  POINT_REDEMPTION_SHIPPED: 'success',
  POINT_REDEMPTION_REJECTED: 'danger',
} as const;

/**
 * The session's one socket.io connection, for a logged-in real member only: each notice sets the
 * header balance at once, refreshes what it changed, and shows a toast.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  const isRealMember = useMemberInfo().data?.isTrial === false;

  useEffect(() => {
    if (token === undefined || !isRealMember) return;
    const refreshAll = () => {
      for (const queryKey of AFFECTED_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    return connectNotifications(token, {
      onNotification: (notification) => {
        queryClient.setQueryData(balanceQueryOptions(token).queryKey, (balance) =>
          balance === undefined ? balance : { ...balance, balance: notification.balance },
        );
        refreshAll();
        // Worded when it arrives, in the language shown at that moment.
        showToast(formatNotification(i18n.t, notification), TOAST_TONES[notification.kind]);
      },
      onReconnect: refreshAll,
    });
  }, [token, isRealMember, queryClient]);

  return null;
}
