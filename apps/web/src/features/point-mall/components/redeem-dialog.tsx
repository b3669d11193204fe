import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  POINT_REDEEM_QUANTITY_MAX,
  pointRedeemRequestSchema,
  type PointMallItem,
  type PointRedeemResult,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { ChoiceGroup, Radio, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { wrongPaymentPasswordText } from '../../../shared/lib/payment-password.ts';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { useRedeem } from '../api/point-mall.ts';
import { formatPoints } from '../../../shared/lib/format.ts';

const FIELDS = [
  'quantity',
  'redeemType',
  'paymentPassword',
  'receiverName',
  'receiverAddress',
  'receiverPhone',
] as const;
const shape = pointRedeemRequestSchema.shape;
/** The notice of a redemption closes by itself once it can be read; the redeem history keeps its reference. */
const DONE_CLOSES_AFTER_MS = 8000;

/** The form's fields: the contract's, with the receiver's required for goods. */
const buildSchema = (isGoods: boolean) =>
  z.object({
    quantity: z.coerce.number().pipe(shape.quantity),
    redeemType: shape.redeemType,
    paymentPassword: shape.paymentPassword,
    receiverName: isGoods ? shape.receiverName.unwrap() : z.string().optional(),
    receiverAddress: isGoods ? shape.receiverAddress.unwrap() : z.string().optional(),
    receiverPhone: isGoods ? shape.receiverPhone.unwrap() : z.string().optional(),
  });
type FormValues = z.input<ReturnType<typeof buildSchema>>;
type FormOutput = z.output<ReturnType<typeof buildSchema>>;

interface RedeemDialogProps {
  item: PointMallItem;
  onClose: () => void;
}

/**
 * Redeeming one item: how many, points or points plus money, where goods go, and the payment
 * password. The request id is made once per dialog: a double submit redeems once.
 */
export function RedeemDialog({ item, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const redeem = useRedeem();
  const [requestId, renewRequestId] = useRequestId();
  const [done, setDone] = useState<PointRedeemResult | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const isGoods = item.kind === 'GOODS';
  const schema = useMemo(() => buildSchema(isGoods), [isGoods]);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: useContractResolver(schema),
    defaultValues: {
      quantity: 1,
      redeemType: 'POINTS',
      paymentPassword: '',
      receiverName: '',
      receiverAddress: '',
      receiverPhone: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 0;
  const redeemType = useWatch({ control: form.control, name: 'redeemType' });
  const mixed = redeemType === 'POINTS_MONEY' ? item.mixedPrice : null;
  const unitPoints = BigInt(mixed ? mixed.points : item.pointsPrice);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await redeem.mutateAsync({
        requestId,
        itemId: item.id,
        quantity: values.quantity,
        redeemType: values.redeemType,
        paymentPassword: values.paymentPassword,
        ...(isGoods
          ? {
              receiverName: values.receiverName,
              receiverAddress: values.receiverAddress,
              receiverPhone: values.receiverPhone,
            }
          : {}),
      });
      renewRequestId();
      setDone(result);
    } catch (error) {
      const apiError = applyServerErrors(form, error, t, FIELDS);
      setNeedsPassword(apiError?.errorCode === 'payment_password_not_set');
      if (apiError === undefined) return;
      if (apiError.errorCode === 'idempotency_conflict') renewRequestId();
      const wrongPassword = wrongPaymentPasswordText(apiError, t);
      if (wrongPassword !== undefined) {
        form.setError('paymentPassword', { type: 'server', message: wrongPassword }, { shouldFocus: true });
      }
    }
  });

  if (done) {
    return (
      <Dialog
        title={t('pointMall.redeem.doneTitle')}
        size="sm"
        onClose={onClose}
        closesAfterMs={DONE_CLOSES_AFTER_MS}
      >
        <div className="form">
          <Notice tone="success">
            {t('pointMall.redeem.done', {
              referenceNo: done.redemption.referenceNo,
              points: formatPoints(done.balance),
            })}
          </Notice>
          <Button onClick={onClose}>{t('pointMall.redeem.close')}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('pointMall.redeem.title', { name: item.name })}
      size="md"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        {needsPassword && (
          <Notice tone="info">
            {t('pointMall.redeem.needsPassword')}{' '}
            <Link to={paths.member.getHref(MEMBER_PAGES.securityCenter)}>
              {t('pointMall.redeem.setPassword')}
            </Link>
          </Notice>
        )}
        <TextField
          label={t('pointMall.redeem.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.min(POINT_REDEEM_QUANTITY_MAX, item.stock)}
          isRequired
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        {item.mixedPrice && (
          <ChoiceGroup legend={t('pointMall.redeem.type')} error={errors.redeemType?.message}>
            <Radio
              value="POINTS"
              label={t('pointMall.price.points', { points: formatPoints(item.pointsPrice) })}
              {...form.register('redeemType')}
            />
            <Radio
              value="POINTS_MONEY"
              label={
                <>
                  {t('pointMall.price.points', { points: formatPoints(item.mixedPrice.points) })} +{' '}
                  <Money amount={item.mixedPrice.money} />
                </>
              }
              {...form.register('redeemType')}
            />
          </ChoiceGroup>
        )}
        <p className="point-mall__total" data-testid="redeem-total">
          {t('pointMall.redeem.total', { points: formatPoints(unitPoints * BigInt(quantity)) })}
          {mixed && (
            <>
              {' + '}
              <Money amount={(Number(mixed.money) * quantity).toFixed(2)} />
            </>
          )}
        </p>
        {isGoods && (
          <fieldset className="form-group">
            <legend className="form-group__legend">{t('pointMall.redeem.receiver')}</legend>
            <TextField
              label={t('pointMall.redeem.receiverName')}
              autoComplete="name"
              isRequired
              error={errors.receiverName?.message}
              {...form.register('receiverName')}
            />
            <TextField
              label={t('pointMall.redeem.receiverAddress')}
              autoComplete="street-address"
              isRequired
              error={errors.receiverAddress?.message}
              {...form.register('receiverAddress')}
            />
            <TextField
              label={t('pointMall.redeem.receiverPhone')}
              type="tel"
              autoComplete="tel"
              isRequired
              error={errors.receiverPhone?.message}
              {...form.register('receiverPhone')}
            />
          </fieldset>
        )}
        <PaymentPasswordField error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('pointMall.redeem.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('pointMall.redeem.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
