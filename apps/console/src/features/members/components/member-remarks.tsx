import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberRemarksSchema } from '@platform/contract';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { TextAreaField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useUpdateMemberRemarks } from '../api/update-member-remarks.ts';
import type { MemberDetail } from './member-types.ts';

/** The operator's note on a member: read-only without `members.write`. */
export function MemberRemarks({ member, canWrite }: { member: MemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateMemberRemarks();
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: useContractResolver(memberRemarksSchema),
    defaultValues: { remarks: member.remarks ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ remarks }) => {
    setSaved(false);
    try {
      await update.mutateAsync({ id: member.id, remarks });
      form.reset({ remarks });
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'remarks' ? key : undefined));
    }
  });

  return (
    <Section title={t('members.remarks')}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        {isSaved && <Notice tone="success">{t('members.remarksSaved')}</Notice>}
        <TextAreaField
          label={t('members.remarks')}
          isLabelHidden
          rows={4}
          maxLength={500}
          readOnly={!canWrite}
          error={errors.remarks?.message}
          hint={t('members.remarksHint')}
          {...form.register('remarks')}
        />
        {canWrite && (
          <div className="form__actions">
            <Button type="submit" variant="secondary" isBusy={isSubmitting} disabled={!isDirty}>
              {t('members.saveRemarks')}
            </Button>
          </div>
        )}
      </form>
    </Section>
  );
}
