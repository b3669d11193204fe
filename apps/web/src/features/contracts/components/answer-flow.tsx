import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractSchema, type Contract, type ContractAnswer } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { z } from 'zod';
import { ApiError, errorText } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useAnswerContract } from '../api/contracts.ts';
import { topRate } from '../lib/tiers.ts';

const higherRateValue = z.object({ contracts: z.array(contractSchema) });

interface Warning {
  contract: Contract;
  /** The caller's own downlines' contracts that would end. */
  ending: Contract[];
}

/**
 * Answering what waits: accept or reject. Accepting terms below a rate the caller gave its own
 * downlines first shows those contracts (spec section 4: they end automatically) and asks again.
 */
export const useAnswerFlow = (onAnswered?: (contract: Contract) => void) => {
  const { t } = useTranslation();
  const mutation = useAnswerContract();
  const [warning, setWarning] = useState<Warning | null>(null);
  const [failure, setFailure] = useState<string | undefined>();

  const answer = async (contract: Contract, choice: ContractAnswer, endDownlineContracts = false) => {
    setFailure(undefined);
    try {
      await mutation.mutateAsync({ id: contract.id, answer: choice, endDownlineContracts });
      setWarning(null);
      showToast(
        t(choice === 'ACCEPT' ? 'contracts.answer.accepted' : 'contracts.answer.rejected'),
        'success',
      );
      onAnswered?.(contract);
    } catch (error) {
      const value = error instanceof ApiError ? higherRateValue.safeParse(error.value) : undefined;
      if (
        error instanceof ApiError &&
        error.errorCode === 'contract_downline_higher_rate' &&
        value?.success
      ) {
        setWarning({ contract, ending: value.data.contracts });
        return;
      }
      const message = errorText(error, t);
      if (warning === null) showToast(message, 'danger');
      else setFailure(message);
    }
  };

  const dialog = warning && (
    <ConfirmDialog
      title={t('contracts.answer.higherTitle')}
      confirmLabel={t('contracts.answer.higherConfirm')}
      variant="danger"
      isBusy={mutation.isPending}
      alert={<FormAlert message={failure} />}
      onCancel={() => {
        setWarning(null);
        setFailure(undefined);
      }}
      onConfirm={() => void answer(warning.contract, 'ACCEPT', true)}
    >
      <p>{t('contracts.answer.higherBody')}</p>
      <ul className="contract-ending">
        {warning.ending.map((ending) => (
          <li key={ending.id}>
            {t('contracts.answer.higherLine', {
              account: ending.downline.account,
              product: t(`contracts.products.${ending.product}`),
              rate: ending.terms === null ? '—' : topRate(ending.terms),
            })}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );

  return { answer, isBusy: mutation.isPending, dialog };
};
