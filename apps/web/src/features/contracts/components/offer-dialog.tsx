import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_PRODUCTS,
  contractOfferSchema,
  type Contract,
  type ContractKind,
  type ContractProduct,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { ApiError, errorText } from '../../../shared/lib/api-client.ts';
import { useContractParser } from '../../../shared/lib/form.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useChangeContract, useContractLimits, useOfferContract } from '../api/contracts.ts';
import { draftOf, emptyDraft, termsInput, type TermsDraft } from '../lib/draft.ts';
import { rateCeilings } from '../lib/tiers.ts';
import { TierEditor } from './tier-editor.tsx';

type Errors = Partial<Record<string, string>>;

interface OfferDialogProps {
  kind: ContractKind;
  /** The signed contract whose terms change; a new offer without it. */
  contract?: Contract;
  onClose: () => void;
}

/**
 * A new contract for a direct downline agent, or a change of a signed one: product, downline,
 * period (dividend) and the tiers, bounded by the operator's limits and the caller's own rates.
 * The contract's schema checks it first; the server's field errors land under the same inputs.
 */
export function OfferDialog({ kind, contract, onClose }: OfferDialogProps) {
  const { t } = useTranslation();
  const parse = useContractParser();
  const [product, setProduct] = useState<ContractProduct>(contract?.product ?? 'ALL');
  const [downlineId, setDownlineId] = useState('');
  const [draft, setDraft] = useState<TermsDraft>(() =>
    contract?.terms ? draftOf(contract.terms) : emptyDraft(kind),
  );
  const [errors, setErrors] = useState<Errors>({});
  const limits = useContractLimits(kind, product);
  const offer = useOfferContract();
  const change = useChangeContract();
  const isChange = contract !== undefined;

  const data = limits.data;
  const own = data?.ownTerms ?? null;
  // A downline's dividend period is its upline's own.
  const periods = own?.kind === 'DIVIDEND' ? [own.period] : (data?.dividendPeriods ?? []);
  const period = periods.includes(draft.period) ? draft.period : (periods[0] ?? draft.period);
  const current = { ...draft, period };
  const ceilings = data === undefined ? null : rateCeilings(kind, data, current.rateType);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parse(contractOfferSchema, {
      downlineId: isChange ? contract.downline.id : Number(downlineId),
      product,
      terms: termsInput(current),
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (isChange) {
        await change.mutateAsync({ id: contract.id, terms: checked.data.terms });
        showToast(t('contracts.offer.changeSent'), 'success');
      } else {
        await offer.mutateAsync(checked.data);
        showToast(t('contracts.offer.sent'), 'success');
      }
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({ ...fields, root: errorText(error, t) });
    }
  };

  const title = isChange
    ? t('contracts.offer.changeTitle', { account: contract.downline.account })
    : t('contracts.offer.title');
  return (
    <Dialog title={title} size="lg" onClose={onClose}>
      <form className="offer-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="offer-form__head">
          <SelectField
            label={t('contracts.offer.product')}
            value={product}
            disabled={isChange}
            options={CONTRACT_PRODUCTS.map((value) => ({ value, label: t(`contracts.products.${value}`) }))}
            error={errors.product}
            onChange={(event) => {
              setProduct(event.target.value as ContractProduct);
              setDownlineId('');
            }}
          />
          {!isChange && (
            <SelectField
              label={t('contracts.offer.downline')}
              value={downlineId}
              isRequired
              options={[
                { value: '', label: t('contracts.offer.chooseDownline') },
                ...(data?.candidates ?? []).map((party) => ({
                  value: String(party.id),
                  label: party.account,
                })),
              ]}
              error={errors.downlineId}
              onChange={(event) => setDownlineId(event.target.value)}
            />
          )}
          {kind === 'DIVIDEND' && (
            <SelectField
              label={t('contracts.offer.period')}
              value={period}
              disabled={periods.length <= 1}
              options={periods.map((value) => ({ value, label: t(`contracts.periods.${value}`) }))}
              error={errors['terms.period']}
              onChange={(event) => setDraft({ ...current, period: event.target.value as typeof period })}
            />
          )}
        </div>
        {data === undefined || ceilings === null ? (
          <PageStatus
            error={limits.error}
            message={t('errors.loadFailed')}
            onRetry={() => void limits.refetch()}
          />
        ) : (
          <>
            <p className="offer-form__limits">
              {t('contracts.offer.limits', { min: data.minRate, max: data.maxRate })}
            </p>
            {own === null && <Notice tone="danger">{t('contracts.manage.unsigned')}</Notice>}
            {!isChange && own !== null && data.candidates.length === 0 && (
              <Notice tone="info">{t('contracts.manage.noCandidates')}</Notice>
            )}
            {own !== null && (
              <TierEditor draft={current} ceilings={ceilings} errors={errors} onChange={setDraft} />
            )}
          </>
        )}
        <FormAlert message={errors.root} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={offer.isPending || change.isPending} disabled={own === null}>
            {isChange ? t('contracts.offer.sendChange') : t('contracts.offer.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
