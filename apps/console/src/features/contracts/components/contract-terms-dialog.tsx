import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_KINDS,
  CONTRACT_PRODUCTS,
  type Contract,
  type ContractKind,
  type OperatorContractOffer,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useChangeContract, useOfferContract } from '../api/contracts.ts';
import { useContractPolicies } from '../api/policies.ts';
import {
  emptyTerms,
  offerFormSchema,
  termsErrorField,
  toTermsForm,
  type OfferForm,
} from '../lib/terms-form.ts';
import { TierEditor } from './tier-editor.tsx';

interface ContractTermsDialogProps {
  /** The signed contract whose terms change; none for a new offer. */
  contract?: Contract;
  onDone: (contract: Contract) => void;
  onCancel: () => void;
}

const initialValues = (contract: Contract | undefined): OfferForm =>
  contract === undefined
    ? { account: '', product: 'ALL', terms: emptyTerms('DAILY_SALARY') }
    : {
        account: contract.downline.account,
        product: contract.product,
        terms: contract.terms === null ? emptyTerms(contract.kind) : toTermsForm(contract.terms),
      };

/**
 * The operator's offer to a top-level agent (account, kind, product, terms), or new terms for one
 * of its signed contracts. Field errors of the gateway (a rate out of the policy's range...) show
 * under their inputs, and what was typed stays.
 */
export function ContractTermsDialog({ contract, onDone, onCancel }: ContractTermsDialogProps) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const change = useChangeContract();
  const policies = useContractPolicies(useCan('settings.read'));
  const form = useForm<OfferForm, unknown, OperatorContractOffer>({
    resolver: useContractResolver(offerFormSchema),
    defaultValues: initialValues(contract),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'terms.kind' });
  const policy = policies.data?.[kind];

  const onKind = (next: ContractKind) => form.reset({ ...form.getValues(), terms: emptyTerms(next) });

  const submit = form.handleSubmit(async (input) => {
    try {
      onDone(
        contract === undefined
          ? await offer.mutateAsync(input)
          : await change.mutateAsync({ id: contract.id, terms: input.terms }),
      );
    } catch (error) {
      applyServerErrors(
        form,
        error,
        t,
        (key) => termsErrorField(key, kind) as FieldPath<OfferForm> | undefined,
      );
    }
  });

  return (
    <Dialog
      title={contract === undefined ? t('contracts.offer.title') : t('contracts.change.title')}
      size="lg"
      onClose={onCancel}
      isDismissible={!isSubmitting}
    >
      <form className="contracts__dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{contract === undefined ? t('contracts.offer.description') : t('contracts.change.description')}</p>
        <div className="contracts__fields">
          <TextField
            label={t('contracts.offer.account')}
            hint={contract === undefined ? t('contracts.offer.accountHint') : undefined}
            autoCapitalize="off"
            autoComplete="off"
            spellCheck={false}
            isRequired
            readOnly={contract !== undefined}
            error={errors.account?.message}
            {...form.register('account')}
          />
          {contract === undefined ? (
            <>
              <SelectField
                label={t('contracts.kind')}
                options={CONTRACT_KINDS.map((value) => ({ value, label: t(`contracts.kinds.${value}`) }))}
                {...form.register('terms.kind', {
                  onChange: (event: { target: { value: ContractKind } }) => onKind(event.target.value),
                })}
              />
              <SelectField
                label={t('contracts.product')}
                error={errors.product?.message}
                options={CONTRACT_PRODUCTS.map((value) => ({
                  value,
                  label: t(`contracts.products.${value}`),
                }))}
                {...form.register('product')}
              />
            </>
          ) : (
            <dl className="details">
              <div className="details__row">
                <dt>{t('contracts.kind')}</dt>
                <dd>{t(`contracts.kinds.${contract.kind}`)}</dd>
              </div>
              <div className="details__row">
                <dt>{t('contracts.product')}</dt>
                <dd>{t(`contracts.products.${contract.product}`)}</dd>
              </div>
            </dl>
          )}
        </div>
        <TierEditor
          key={kind}
          form={form}
          kind={kind}
          rateHint={
            policy === undefined
              ? undefined
              : t('contracts.tiers.rateHint', { min: policy.minRate, max: policy.maxRate })
          }
        />
        <FormAlert message={errors.root?.server?.message} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {contract === undefined ? t('contracts.offer.submit') : t('contracts.change.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
