import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useRedeemCode } from '../api/tickets.ts';

/** Redeem a gift code or cash voucher into tickets or a fixed amount. */
export function RedeemCode({ currency, onCredited }: { currency: string; onCredited: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    redeem.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        onCredited();
      },
    });
  };

  return (
    <section className="tickets-redeem" aria-labelledby="ticket-redeem-title">
      <h2 className="tickets-section-title" id="ticket-redeem-title">
        {t('tickets.redeem.title')}
      </h2>
      <p className="tickets-redeem__lead">{t('tickets.redeem.lead')}</p>
      <form className="tickets-redeem__form" onSubmit={submit}>
        <TextField
          label={t('tickets.redeem.code')}
          className="tickets-redeem__input"
          value={code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          placeholder="XXXX-XXXX-XXXX"
        />
        <Button type="submit" disabled={redeem.isPending || code.trim() === ''}>
          {t('tickets.redeem.submit')}
        </Button>
      </form>
      <FormAlert message={redeem.error ? errorText(redeem.error, t) : undefined} />
      {redeem.data && (
        <Notice tone="success">
          {redeem.data.amount === null
            ? t('tickets.redeem.tickets', { count: redeem.data.tickets })
            : t('tickets.redeem.amount', { amount: `${currency}${formatAmount(redeem.data.amount)}` })}
        </Notice>
      )}
    </section>
  );
}
