import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reward, RewardListTab } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { REWARD_STATUS_TONES } from '@platform/ui/contract-tones.ts';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useClaimAllRewards, useClaimReward, useRewards } from '../api/rewards.ts';
import { formatPoints } from '../../../shared/lib/format.ts';
import './rewards.css';

/** What a reward gives: an amount, points or tickets. */
export function Prize({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  if (reward.amount !== null) return <Money amount={reward.amount} className="reward__prize" />;
  if (reward.points !== null) {
    return (
      <span className="reward__prize">
        {t('rewardCentre.points', { points: formatPoints(reward.points) })}
      </span>
    );
  }
  return (
    <span className="reward__prize">{t('rewardCentre.tickets', { count: reward.ticketCount ?? 0 })}</span>
  );
}

function RewardCard({ reward, onClaim }: { reward: Reward; onClaim?: (reward: Reward) => void }) {
  const { t } = useTranslation();
  return (
    <li className="reward" data-testid="reward">
      <div className="reward__main">
        <span className="reward__source">{t(`rewardCentre.source.${reward.source}`)}</span>
        <span className="reward__title">{reward.title}</span>
        <Prize reward={reward} />
        {reward.turnoverMultiple !== null && (
          <span className="reward__note">
            {t('rewardCentre.turnoverNote', { multiple: reward.turnoverMultiple / 100 })}
          </span>
        )}
        <span className="reward__note">
          {reward.status === 'PENDING'
            ? reward.expiresAt === null
              ? t('rewardCentre.noExpiry')
              : t('rewardCentre.expiresAt', { at: reward.expiresAt })
            : (reward.claimedAt ?? reward.createdAt)}
        </span>
      </div>
      {onClaim ? (
        <Button size="sm" onClick={() => onClaim(reward)}>
          {t('rewardCentre.claim')}
        </Button>
      ) : (
        <Badge tone={REWARD_STATUS_TONES[reward.status]}>{t(`rewardCentre.status.${reward.status}`)}</Badge>
      )}
    </li>
  );
}

/** The rewards of a tab: to claim (one, or all, each after a confirmation) or the history. */
export function RewardList({ tab }: { tab: RewardListTab }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const rewards = useRewards(tab, pageNum);
  const claim = useClaimReward();
  const claimAll = useClaimAllRewards();
  const [asked, setAsked] = useState<Reward | 'ALL' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (rewards.data === undefined) {
    return (
      <PageStatus
        error={rewards.error}
        message={t('errors.loadFailed')}
        onRetry={() => void rewards.refetch()}
      />
    );
  }
  const { list, total, totalPages } = rewards.data;
  const isPending = tab === 'PENDING';
  const failure = claim.error ?? claimAll.error;

  const confirm = async () => {
    if (asked === null) return;
    try {
      if (asked === 'ALL') {
        const result = await claimAll.mutateAsync();
        setDone(t('rewardCentre.claimedAll', { count: result.claimed }));
      } else {
        await claim.mutateAsync(asked.id);
        setDone(t('rewardCentre.claimed', { title: asked.title }));
      }
      setAsked(null);
    } catch {
      // Shown in the dialog; a claim taken meanwhile or expired refreshes the list.
    }
  };

  return (
    <div className="rewards">
      {done !== null && <Notice tone="success">{done}</Notice>}
      {isPending && list.length > 0 && (
        <div className="rewards__actions">
          <Button
            variant="secondary"
            onClick={() => {
              claimAll.reset();
              setAsked('ALL');
            }}
          >
            {t('rewardCentre.claimAll')}
          </Button>
        </div>
      )}
      {list.length === 0 ? (
        <p className="empty-state__title rewards__empty">
          {isPending ? t('rewardCentre.emptyPending') : t('rewardCentre.emptyHistory')}
        </p>
      ) : (
        <ul className="rewards__list">
          {list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              {...(isPending
                ? {
                    onClaim: (chosen: Reward) => {
                      claim.reset();
                      setAsked(chosen);
                    },
                  }
                : {})}
            />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pagination pageNum={pageNum} total={total} totalPages={totalPages} onChange={setPageNum} />
      )}
      {asked !== null && (
        <ConfirmDialog
          title={asked === 'ALL' ? t('rewardCentre.claimAll') : t('rewardCentre.claim')}
          confirmLabel={t('rewardCentre.claim')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
          isBusy={claim.isPending || claimAll.isPending}
          alert={<FormAlert message={failure ? errorText(failure, t) : undefined} />}
        >
          {asked === 'ALL' ? (
            t('rewardCentre.confirmAll', { count: total })
          ) : (
            <>
              {t('rewardCentre.confirmOne', { title: asked.title })} <Prize reward={asked} />
            </>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
