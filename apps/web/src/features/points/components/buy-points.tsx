import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  formatMinorUnits,
  parseMinorUnits,
  pointsPurchaseRequestSchema,
  type PointsPurchaseRate,
  type PointsPurchaseResult,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { formatAmount, formatPoints } from '../../../shared/lib/format.ts';
import { wrongPaymentPasswordText } from '../../../shared/lib/payment-password.ts';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { useBuyPoints, usePointsBalance, usePointsRates } from '../api/points.ts';
import './points.css';

const FORM_FIELDS = ['points', 'paymentPassword'] as const;

/** The contract's purchase rules with the operator's limits; the points typed as text, `rangeError` under them. */
export const buildBuyPointsSchema = (purchase: PointsPurchaseRate, rangeError: string) =>
  z.object({
    points: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, rangeError)
      .transform(Number)
      .pipe(
        pointsPurchaseRequestSchema.shape.points.refine(
          (points) => points >= purchase.minPoints && points <= purchase.maxPoints,
          rangeError,
        ),
      ),
    paymentPassword: pointsPurchaseRequestSchema.shape.paymentPassword,
  });
type BuyValues = z.input<ReturnType<typeof buildBuyPointsSchema>>;
type BuyOutput = z.output<ReturnType<typeof buildBuyPointsSchema>>;

/** What `points` cost at `price` (decimal string), or null while the points are not a whole number. */
export const costOf = (points: string, price: string): string | null => {
  const unit = parseMinorUnits(price);
  if (!/^\d{1,10}$/.test(points.trim()) || unit === undefined) return null;
  return formatMinorUnits(BigInt(points.trim()) * unit);
};

function BuyPointsForm({ purchase }: { purchase: PointsPurchaseRate }) {
  const { t } = useTranslation();
  const buy = useBuyPoints();
  const balance = usePointsBalance();
  const [requestId, renewRequestId] = useRequestId();
  const [bought, setBought] = useState<PointsPurchaseResult | null>(null);
  const rangeError = t('points.buy.rangeError', { min: purchase.minPoints, max: purchase.maxPoints });
  const schema = useMemo(() => buildBuyPointsSchema(purchase, rangeError), [purchase, rangeError]);
  const form = useForm<BuyValues, unknown, BuyOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const cost = costOf(useWatch({ control: form.control, name: 'points' }), purchase.price);

  const onSubmit = form.handleSubmit(async (values) => {
    setBought(null);
    try {
      const result = await buy.mutateAsync({ requestId, ...values });
      renewRequestId();
      form.reset({ points: '', paymentPassword: '' });
      setBought(result);
    } catch (error) {
      const apiError = applyServerErrors(form, error, t, FORM_FIELDS);
      if (apiError === undefined) return;
      if (apiError.errorCode === 'idempotency_conflict') renewRequestId();
      const wrongPassword = wrongPaymentPasswordText(apiError, t);
      if (wrongPassword !== undefined) {
        form.setError('paymentPassword', { type: 'server', message: wrongPassword }, { shouldFocus: true });
      }
    }
  });

  return (
    <form className="form points-buy" noValidate onSubmit={(event) => void onSubmit(event)}>
      {bought !== null && (
        <Notice tone="success">
          {t('points.buy.bought', { points: formatPoints(bought.points), cost: formatAmount(bought.cost) })}
        </Notice>
      )}
      <FormAlert message={errors.root?.server?.message} />
      <dl className="points-buy__figures">
        <div>
          <dt>{t('points.buy.balance')}</dt>
          <dd>{balance.data === undefined ? '-' : formatPoints(balance.data.balance)}</dd>
        </div>
        <div>
          <dt>{t('points.rates.purchasePrice')}</dt>
          <dd>
            <Money amount={purchase.price} />
          </dd>
        </div>
      </dl>
      <TextField
        label={t('points.buy.points')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('points.buy.range', { min: purchase.minPoints, max: purchase.maxPoints })}
        error={errors.points?.message}
        isRequired
        {...form.register('points')}
      />
      <p className="points-buy__cost" aria-live="polite">
        {t('points.buy.cost')} {cost === null ? '-' : <Money amount={cost} />}
      </p>
      <PaymentPasswordField error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('points.buy.submit')}
      </Button>
    </form>
  );
}

/** Buying points with cash from the main wallet at the operator's price (spec: points mall). */
export function BuyPoints() {
  const { t } = useTranslation();
  const rates = usePointsRates();
  if (!rates.data) return <PageStatus error={rates.error} onRetry={() => void rates.refetch()} />;
  if (!rates.data.purchase.enabled) return <Notice tone="info">{t('points.buy.closed')}</Notice>;
  return (
    <section className="card">
      <h3>{t('points.buy.title')}</h3>
      <BuyPointsForm purchase={rates.data.purchase} />
    </section>
  );
}
