import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import type { PromotionDetail } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button, LinkButton } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { usePromotion } from '../api/get-promotions.ts';
import { useJoinPromotion } from '../api/take-part.ts';
import { STATUS_TONES } from '../lib/status.ts';
import { ApplyForm } from './apply-form.tsx';
import { PromotionPeriod } from './promotion-period.tsx';

/** What the member can do now: join, apply, claim in the reward centre, or read why it was refused. */
function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const isVisitor = useSession() === null;
  const join = useJoinPromotion();
  const { status, joinMode } = promotion;

  if (isVisitor && status === null && joinMode !== 'NONE') {
    return (
      <Button size="lg" isBlock onClick={() => openAuthModal('login')}>
        {t(joinMode === 'JOIN' ? 'promotions.join' : 'promotions.apply.submit')}
      </Button>
    );
  }
  if (status === 'JOIN' && joinMode === 'JOIN') {
    return (
      <Button
        size="lg"
        isBlock
        isBusy={join.isPending}
        onClick={() =>
          join.mutate(promotion.id, {
            onSuccess: () => showToast(t('promotions.joinedToast'), 'success'),
            onError: (error) => showToast(errorText(error, t), 'danger'),
          })
        }
      >
        {t('promotions.join')}
      </Button>
    );
  }
  if (status === 'JOIN' && joinMode === 'APPLY') return <ApplyForm promotionId={promotion.id} />;
  if (status === 'CLAIM') {
    return (
      <LinkButton size="lg" isBlock to={paths.member.getHref(MEMBER_PAGES.rewardCenter)}>
        {t('promotions.claimInRewardCentre')}
      </LinkButton>
    );
  }
  if (status === 'REJECTED' && promotion.rejectReason !== null) {
    return (
      <Notice tone="danger" isAnnounced={false}>
        {t('promotions.rejectedBecause', { reason: promotion.rejectReason })}
      </Notice>
    );
  }
  return null;
}

/** A promotion's details: cover, period, reward, the operator's rich text and the member's action. */
export function PromotionDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const detail = usePromotion(id);
  const promotion = detail.data;
  return (
    <Dialog title={promotion?.title ?? title} size="lg" onClose={onClose} closesOnBackdrop>
      {promotion === undefined ? (
        <PageStatus error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="promo-detail">
          <img className="promo-detail__cover" src={imageUrl(promotion.coverImageUrl)} alt="" />
          <div className="promo-detail__facts">
            {promotion.status !== null && (
              <Badge tone={STATUS_TONES[promotion.status]}>
                {t(`promotions.status.${promotion.status}`)}
              </Badge>
            )}
            {promotion.categories.map((category) => (
              <span key={category} className="promo-chip promo-chip--static">
                {t(`games.menu.${category}`)}
              </span>
            ))}
          </div>
          <PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
          {promotion.reward !== null && (
            <p className="promo-detail__reward">
              {promotion.reward.amount === null
                ? t(`promotions.rewardByReview.${promotion.reward.kind}`)
                : t(`promotions.rewardFixed.${promotion.reward.kind}`, {
                    amount: formatAmount(promotion.reward.amount),
                  })}
              {promotion.reward.turnoverMultiple !== null &&
                ` · ${t('promotions.turnover', { multiple: promotion.reward.turnoverMultiple / 100 })}`}
            </p>
          )}
          <RichText className="promo-detail__content" html={promotion.content} />
          <PromotionAction promotion={promotion} />
        </div>
      )}
    </Dialog>
  );
}
