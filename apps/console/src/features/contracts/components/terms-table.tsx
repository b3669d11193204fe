import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@platform/contract';
import { isPercentField, TIER_FIELDS, toTermsForm, type TierField } from '../lib/terms-form.ts';

/** A contract's terms as a rate table: the dividend period or the salary rate type, then one row per tier. */
export function TermsTable({ terms, caption }: { terms: ContractTerms; caption: string }) {
  const { t } = useTranslation();
  const form = toTermsForm(terms);
  const fields = TIER_FIELDS[terms.kind];
  const header = (field: TierField) =>
    isPercentField(terms.kind, field, form.rateType)
      ? `${t(`contracts.tiers.${field}`)} (%)`
      : t(`contracts.tiers.${field}`);
  const note =
    terms.kind === 'DIVIDEND'
      ? `${t('contracts.period')}: ${t(`contracts.periods.${form.period}`)}`
      : terms.kind === 'REALTIME_SALARY'
        ? undefined
        : `${t('contracts.tiers.rateType')}: ${t(`contracts.rateTypes.${form.rateType}`)}`;
  return (
    <div className="terms-table">
      {note !== undefined && <p className="muted">{note}</p>}
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {fields.map((field) => (
                <th key={field} scope="col" className="table__cell--num">
                  {header(field)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {form.tiers.map((tier, index) => (
              <tr key={index}>
                <td data-label="#">{index + 1}</td>
                {fields.map((field) => (
                  <td key={field} data-label={header(field)} className="table__cell--num">
                    {tier[field] === '' ? '—' : tier[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
