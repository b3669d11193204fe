import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { ApiError, failureText } from '@platform/ui/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { usePromoCodeProgress, useRedeemPromoCode } from '../api/reward-tasks.ts';
import './reward-tasks.css';
import { ConditionProgress } from './condition-progress.tsx';
import { PrizeLabel } from './prize-label.tsx';

/** Promo codes: the member enters a code, sees each condition's progress and redeems it when all are met. */
export function PromoCodeTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState('');
  const progress = usePromoCodeProgress();
  const redeem = useRedeemPromoCode();
  const view = progress.data;
  const error = progress.error instanceof ApiError ? progress.error.message : undefined;
  return (
    <section className="reward-tasks promo-code" aria-labelledby="promo-code-title">
      <header className="reward-tasks__header">
        <h2 id="promo-code-title">{t('rewardTasks.promoCode.title')}</h2>
        <p>{t('rewardTasks.promoCode.lead')}</p>
      </header>
      <form
        className="promo-code__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '') progress.mutate(code.trim());
        }}
      >
        <TextField
          label={t('rewardTasks.promoCode.label')}
          value={code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          error={error}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          addon={
            <Button type="submit" variant="secondary" isBusy={progress.isPending}>
              {t('rewardTasks.promoCode.check')}
            </Button>
          }
        />
      </form>
      {view ? (
        <article className="promo-code__card" data-testid="promo-code">
          <header className="promo-code__head">
            <h3>{view.title[language]}</h3>
            <PrizeLabel prize={view.prize} />
          </header>
          <p className="reward-tasks__note">
            {t('rewardTasks.promoCode.window', { from: view.startDay, to: view.endDay })}
            {view.category !== null
              ? ` · ${t('rewardTasks.promoCode.category', { category: t(`games.menu.${view.category}`) })}`
              : ''}
            {view.vendor !== null
              ? ` · ${t('rewardTasks.promoCode.vendor', { vendor: view.vendor.name })}`
              : ''}
          </p>
          <div className="promo-code__conditions">
            {view.conditions.map((item) => (
              <ConditionProgress key={item.condition} progress={item} />
            ))}
          </div>
          {view.redeemed ? (
            <p className="sign-in__done">{t('rewardTasks.promoCode.redeemed')}</p>
          ) : (
            <Button
              variant="primary"
              isBlock
              disabled={!view.redeemable}
              isBusy={redeem.isPending}
              onClick={() =>
                redeem.mutate(view.code, {
                  onSuccess: () => {
                    showToast(t('rewardTasks.promoCode.success'), 'success');
                    progress.mutate(view.code);
                  },
                  onError: (failure) => showToast(failureText(failure, t('errors.unexpected')), 'danger'),
                })
              }
            >
              {t('rewardTasks.promoCode.redeem')}
            </Button>
          )}
        </article>
      ) : null}
    </section>
  );
}
