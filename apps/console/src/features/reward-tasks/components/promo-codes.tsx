import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORIES,
  PROGRESS_CONDITIONS,
  PROMO_CODE_MAX_CONDITIONS,
  type GameCategory,
  type PromoCode,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors } from '../../../shared/lib/form.ts';
import { usePromoCodeVendors, usePromoCodes, useSavePromoCode } from '../api/reward-tasks.ts';
import { optionalAmount, prizeBody, prizeForm, type PrizeForm } from '../lib/prize-form.ts';
import { PrizeFields } from './prize-fields.tsx';

interface PromoCodeForm {
  code: string;
  titleJa: string;
  titleEn: string;
  enabled: boolean;
  startDay: string;
  endDay: string;
  prize: PrizeForm;
  conditions: PromoCode['conditions'];
  category: GameCategory | '';
  vendor: string;
  maxUses: string;
  budget: string;
}

const formOf = (code: PromoCode | null): PromoCodeForm => ({
  code: code?.code ?? '',
  titleJa: code?.title.JA ?? '',
  titleEn: code?.title.EN ?? '',
  enabled: code?.enabled ?? true,
  startDay: code?.startDay ?? '',
  endDay: code?.endDay ?? '',
  prize: prizeForm(code?.prize),
  conditions: code?.conditions ?? [],
  category: code?.category ?? '',
  vendor: code?.vendor ?? '',
  maxUses: code?.maxUses === null || code === null ? '' : String(code.maxUses),
  budget: code?.budget ?? '',
});

/** Where a server field error goes: the title's languages have their own inputs. */
const placeField = (key: string): FieldPath<PromoCodeForm> | undefined =>
  key === 'title.JA' ? 'titleJa' : key === 'title.EN' ? 'titleEn' : (key as FieldPath<PromoCodeForm>);

function PromoCodeEditor({ code, onClose }: { code: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  const vendors = usePromoCodeVendors();
  const form = useForm<PromoCodeForm>({ defaultValues: formOf(code) });
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  const prizeKind = useWatch({ control: form.control, name: 'prize.kind' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const budget = optionalAmount(values.budget);
    if (budget === undefined) {
      form.setError('budget', { message: t('rewardTasks.invalidAmount') });
      return;
    }
    try {
      await save.mutateAsync({
        id: code?.id ?? null,
        body: {
          code: values.code,
          title: { JA: values.titleJa, EN: values.titleEn },
          enabled: values.enabled,
          startDay: values.startDay,
          endDay: values.endDay,
          prize: prizeBody(values.prize),
          conditions: values.conditions,
          category: values.category === '' ? null : values.category,
          vendor: values.vendor === '' ? null : values.vendor,
          maxUses: values.maxUses.trim() === '' ? null : Number(values.maxUses),
          budget,
        },
      });
      onClose();
    } catch (error) {
      applyServerErrors(form, error, t, placeField);
    }
  });

  return (
    <Dialog
      title={t(code ? 'rewardTasks.promoCodes.edit' : 'rewardTasks.promoCodes.create')}
      onClose={onClose}
      size="lg"
    >
      <form className="reward-tasks__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="reward-tasks__fields">
          <TextField
            label={t('rewardTasks.promoCodes.code')}
            autoComplete="off"
            isRequired
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Checkbox label={t('rewardTasks.enabled')} isSwitch {...form.register('enabled')} />
          <TextField
            label={t('rewardTasks.promoCodes.titleJa')}
            isRequired
            error={errors.titleJa?.message}
            {...form.register('titleJa')}
          />
          <TextField
            label={t('rewardTasks.promoCodes.titleEn')}
            isRequired
            error={errors.titleEn?.message}
            {...form.register('titleEn')}
          />
          <TextField
            label={t('rewardTasks.promoCodes.startDay')}
            type="date"
            isRequired
            error={errors.startDay?.message}
            {...form.register('startDay')}
          />
          <TextField
            label={t('rewardTasks.promoCodes.endDay')}
            type="date"
            isRequired
            error={errors.endDay?.message}
            {...form.register('endDay')}
          />
          <SelectField
            label={t('rewardTasks.promoCodes.category')}
            options={[
              { value: '', label: t('rewardTasks.promoCodes.anyCategory') },
              ...GAME_CATEGORIES.map((value) => ({ value, label: value })),
            ]}
            {...form.register('category')}
          />
          <SelectField
            label={t('rewardTasks.promoCodes.vendor')}
            error={errors.vendor?.message}
            options={[
              { value: '', label: t('rewardTasks.promoCodes.anyVendor') },
              ...(vendors.data ?? []).map(({ vassalage, displayName }) => ({
                value: vassalage,
                label: `${displayName} (${vassalage})`,
              })),
              // A code's vendor removed since stays shown, so saving does not change it unseen.
              ...(code?.vendor && !vendors.data?.some((vendor) => vendor.vassalage === code.vendor)
                ? [{ value: code.vendor, label: code.vendor }]
                : []),
            ]}
            {...form.register('vendor')}
          />
          <TextField
            label={t('rewardTasks.promoCodes.maxUses')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUses?.message}
            {...form.register('maxUses')}
          />
          <TextField
            label={t('rewardTasks.promoCodes.budget')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.budget?.message}
            {...form.register('budget')}
          />
          <PrizeFields
            field={(key) => form.register(`prize.${key}`)}
            kind={prizeKind}
            errors={{
              amount: errors.prize?.amount?.message,
              points: errors.prize?.points?.message,
              ticketEventId: errors.prize?.ticketEventId?.message,
            }}
          />
        </div>
        <fieldset className="reward-tasks__conditions">
          <legend className="field__label">{t('rewardTasks.promoCodes.conditions')}</legend>
          {conditions.fields.map((condition, index) => (
            <div key={condition.id} className="reward-tasks__row">
              <SelectField
                label={t('rewardTasks.promoCodes.condition')}
                options={PROGRESS_CONDITIONS.map((value) => ({
                  value,
                  label: t(`rewardTasks.conditions.${value}`),
                }))}
                {...form.register(`conditions.${index}.condition`)}
              />
              <TextField
                label={t('rewardTasks.promoCodes.required')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.conditions?.[index]?.required?.message}
                {...form.register(`conditions.${index}.required`)}
              />
              <Button variant="ghost" size="sm" onClick={() => conditions.remove(index)}>
                {t('rewardTasks.remove')}
              </Button>
            </div>
          ))}
          {conditions.fields.length < PROMO_CODE_MAX_CONDITIONS && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => conditions.append({ condition: 'VALID_BET', required: '' })}
            >
              {t('rewardTasks.promoCodes.addCondition')}
            </Button>
          )}
        </fieldset>
        <div className="reward-tasks__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('rewardTasks.cancel')}
          </Button>
          <Button type="submit" isBusy={save.isPending}>
            {t('rewardTasks.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Promo codes: each with its window, uses (of the most allowed) and money spent (of its budget). */
export function PromoCodesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<PromoCode | null | undefined>(undefined);
  const codes = usePromoCodes(page);

  const columns: Column<PromoCode>[] = [
    { key: 'code', header: t('rewardTasks.promoCodes.code'), render: (row) => row.code, kind: 'nowrap' },
    { key: 'title', header: t('rewardTasks.promoCodes.title'), render: (row) => row.title.EN, kind: 'wide' },
    {
      key: 'window',
      header: t('rewardTasks.promoCodes.window'),
      render: (row) => `${row.startDay} – ${row.endDay}`,
      kind: 'nowrap',
    },
    {
      key: 'status',
      header: t('rewardTasks.promoCodes.status'),
      render: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'rewardTasks.promoCodes.on' : 'rewardTasks.promoCodes.off')}
        </Badge>
      ),
    },
    {
      key: 'uses',
      header: t('rewardTasks.promoCodes.uses'),
      render: (row) => (row.maxUses === null ? String(row.uses) : `${row.uses} / ${row.maxUses}`),
      kind: 'num',
    },
    {
      key: 'spent',
      header: t('rewardTasks.promoCodes.spent'),
      render: (row) => (row.budget === null ? row.spent : `${row.spent} / ${row.budget}`),
      kind: 'num',
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('rewardTasks.promoCodes.actions'),
            render: (row: PromoCode) => (
              <Button variant="ghost" size="sm" onClick={() => setEditing(row)}>
                {t('rewardTasks.promoCodes.edit')}
              </Button>
            ),
            kind: 'actions' as const,
          },
        ]
      : []),
  ];

  return (
    <div className="reward-tasks__codes">
      {canWrite && (
        <div className="reward-tasks__actions">
          <Button onClick={() => setEditing(null)}>{t('rewardTasks.promoCodes.create')}</Button>
        </div>
      )}
      {codes.data === undefined && codes.error ? (
        <PageStatus error={codes.error} onRetry={() => void codes.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('rewardTasks.tabs.promoCodes')}
            columns={columns}
            rows={codes.data?.list ?? []}
            rowKey={(row) => row.id}
            isLoading={codes.isLoading}
            emptyText={t('rewardTasks.promoCodes.empty')}
          />
          <Pagination
            pageNum={page.pageNum}
            total={codes.data?.total ?? 0}
            totalPages={codes.data?.totalPages ?? 0}
            onChange={(pageNum) => setPage((current) => ({ ...current, pageNum }))}
          />
        </>
      )}
      {editing !== undefined && <PromoCodeEditor code={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
