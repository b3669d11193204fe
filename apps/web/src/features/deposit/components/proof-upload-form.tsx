import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useUploadDepositProof } from '../api/upload-deposit-proof.ts';
import { proofSchema } from '../lib/deposit-schema.ts';

interface ProofUploadFormProps {
  orderNo: string;
  /** Why the upload that came with the order failed, shown until the next try. */
  initialError?: string | undefined;
}

/** A bank-transfer order still waiting for its proof: upload it again. */
export function ProofUploadForm({ orderNo, initialError }: ProofUploadFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadDepositProof();
  const schema = useMemo(
    () => z.object({ proof: proofSchema(language, t('deposit.proofRequired')) }),
    [language, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: useContractResolver(schema),
    defaultValues: { proof: undefined },
    errors: initialError === undefined ? undefined : { proof: { type: 'server', message: initialError } },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ proof }) => {
    try {
      await upload.mutateAsync({ orderNo, image: proof });
    } catch (error) {
      applyServerErrors(form, error, t, ['proof']);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('deposit.proof')}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        hint={t('deposit.proofHint')}
        error={errors.proof?.message}
        isRequired
        className="field--file"
        {...form.register('proof')}
      />
      <Button type="submit" isBusy={isSubmitting}>
        {t('deposit.uploadProof')}
      </Button>
    </form>
  );
}
