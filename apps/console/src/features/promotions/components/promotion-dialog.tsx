import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORIES,
  PROMOTION_CLAIM_MODES,
  PROMOTION_JOIN_MODES,
  PROMOTION_REWARD_KINDS,
  type PromotionAdmin,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Checkbox, ChoiceGroup, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { localZone } from '../../../shared/lib/local-time.ts';
import { useSavePromotion } from '../api/promotions.ts';
import type { ContentEditors } from './content-editors.ts';
import {
  EMPTY_PROMOTION,
  PROMOTION_FIELDS,
  promotionFormSchema,
  toPromotionValues,
} from './promotion-form-values.ts';

interface PromotionDialogProps {
  row: PromotionAdmin | undefined;
  editors: ContentEditors;
  onClose: () => void;
  onSaved: (saved: PromotionAdmin) => void;
}

/**
 * A promotion: texts and cover, period, audience, products, how members take part, the reward and
 * its budget. The server sanitises the rich text before storing it; every save is audited.
 */
export function PromotionDialog({ row, editors, onClose, onSaved }: PromotionDialogProps) {
  const { t } = useTranslation();
  const save = useSavePromotion(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: promotionFormSchema,
    defaultValues: row === undefined ? EMPTY_PROMOTION : toPromotionValues(row),
    save,
    onSaved,
    placeField: (key) => PROMOTION_FIELDS.find((field) => field === key),
  });
  const { errors, isSubmitting } = form.formState;
  const joinMode = useWatch({ control: form.control, name: 'joinMode' });
  const rewardKind = useWatch({ control: form.control, name: 'rewardKind' });
  const { LocalizedHtml, Image } = editors;

  return (
    <Dialog
      title={row === undefined ? t('promotions.createTitle') : t('promotions.editTitle')}
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <LocalizedHtml control={form.control} errors={errors} idPrefix="promotion-content" />
        <Controller
          control={form.control}
          name="coverImageUrl"
          render={({ field }) => (
            <Image
              label={t('promotions.fields.cover')}
              value={field.value}
              onChange={field.onChange}
              error={errors.coverImageUrl?.message}
            />
          )}
        />
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('promotions.fields.period')}</legend>
          <p className="muted">{t('promotions.fields.periodHint', { zone: localZone() })}</p>
          <div className="grid grid--pair">
            <TextField
              label={t('promotions.fields.startsAt')}
              type="datetime-local"
              isRequired
              error={errors.startsAt?.message}
              {...form.register('startsAt')}
            />
            <TextField
              label={t('promotions.fields.endsAt')}
              type="datetime-local"
              isRequired
              error={errors.endsAt?.message}
              {...form.register('endsAt')}
            />
          </div>
        </fieldset>
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('promotions.fields.audience')}</legend>
          <p className="muted">{t('promotions.fields.audienceHint')}</p>
          <div className="grid grid--pair">
            <TextField label={t('promotions.fields.vipLevels')} {...form.register('vipLevels')} />
            <TextField label={t('promotions.fields.agentIds')} {...form.register('agentIds')} />
            <TextField label={t('promotions.fields.labels')} {...form.register('labels')} />
          </div>
        </fieldset>
        <ChoiceGroup legend={t('promotions.fields.categories')}>
          {GAME_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={t(`promotions.categories.${category}`)}
              value={category}
              {...form.register('categories')}
            />
          ))}
        </ChoiceGroup>
        <div className="grid grid--pair">
          <SelectField
            label={t('promotions.fields.joinMode')}
            options={PROMOTION_JOIN_MODES.map((mode) => ({
              value: mode,
              label: t(`promotions.joinModes.${mode}`),
            }))}
            {...form.register('joinMode')}
          />
          {joinMode !== 'NONE' && (
            <SelectField
              label={t('promotions.fields.rewardKind')}
              error={errors.rewardKind?.message}
              options={[
                ...(joinMode === 'JOIN' ? [{ value: '', label: t('promotions.noReward') }] : []),
                ...PROMOTION_REWARD_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`promotions.rewardKinds.${kind}`),
                })),
              ]}
              {...form.register('rewardKind')}
            />
          )}
        </div>
        {joinMode !== 'NONE' && rewardKind !== '' && (
          <div className="grid grid--pair">
            <TextField
              label={t(
                joinMode === 'APPLY' ? 'promotions.fields.suggestedAmount' : 'promotions.fields.rewardAmount',
              )}
              inputMode="decimal"
              isRequired={joinMode === 'JOIN'}
              error={errors.rewardAmount?.message}
              {...form.register('rewardAmount')}
            />
            <SelectField
              label={t('promotions.fields.claimMode')}
              options={PROMOTION_CLAIM_MODES.map((mode) => ({
                value: mode,
                label: t(`promotions.claimModes.${mode}`),
              }))}
              {...form.register('claimMode')}
            />
            <TextField
              label={t('promotions.fields.claimDays')}
              inputMode="numeric"
              error={errors.claimDays?.message}
              {...form.register('claimDays')}
            />
            {rewardKind === 'BONUS' && (
              <TextField
                label={t('promotions.fields.turnover')}
                hint={t('promotions.fields.turnoverHint')}
                inputMode="decimal"
                error={errors.turnoverTimes?.message}
                {...form.register('turnoverTimes')}
              />
            )}
            <TextField
              label={t('promotions.fields.budget')}
              hint={t('promotions.fields.budgetHint')}
              inputMode="decimal"
              error={errors.budget?.message}
              {...form.register('budget')}
            />
          </div>
        )}
        <div className="grid grid--pair">
          <TextField
            label={t('promotions.fields.sortOrder')}
            inputMode="numeric"
            error={errors.sortOrder?.message}
            {...form.register('sortOrder')}
          />
          <Checkbox label={t('promotions.fields.published')} {...form.register('published')} />
        </div>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {row === undefined ? t('promotions.create') : t('promotions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
