import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VN_PRIZE_TABLES,
  VN_PRIZE_TABLE_NAMES,
  type LotteryDraw,
  type VnPrizeTable,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { useEnterResult } from '../api/lottery.ts';
import {
  knownTableOf,
  numberCount,
  resultFieldOf,
  resultFormSchema,
  resultValuesOf,
} from './result-form-values.ts';

interface ResultFormProps {
  draw: LotteryDraw;
  table: VnPrizeTable;
  onCancel: () => void;
  onSaved: (draw: LotteryDraw) => void;
}

/** One input per prize number, by tier; a refused entry keeps every typed number. */
function ResultForm({ draw, table, onCancel, onSaved }: ResultFormProps) {
  const { t } = useTranslation();
  const enter = useEnterResult();
  const entered = knownTableOf(draw.result) === table ? draw.result : null;
  const { form, onSubmit } = useEntryForm({
    schema: resultFormSchema(table),
    defaultValues: resultValuesOf(table, entered),
    save: ({ result }) =>
      enter({ vassalage: draw.vassalage, gameId: draw.gameId, drawNo: draw.drawNo, result }),
    onSaved,
    placeField: resultFieldOf,
  });
  const { errors, isSubmitting } = form.formState;
  const tierErrors = errors.result as
    Partial<Record<string, readonly ({ message?: string } | undefined)[]>> | undefined;
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <p className="lottery__muted">{t('lottery.result.count', { n: numberCount(table) })}</p>
      <div className="lottery__tiers">
        {VN_PRIZE_TABLES[table].map(({ tier, count, digits }) => (
          <fieldset key={tier} className="lottery__tier">
            <legend className="lottery__tier-name">
              {t(`lottery.tiers.${tier}`)}
              <span className="lottery__muted"> {t('lottery.result.digits', { n: digits })}</span>
            </legend>
            <div className="lottery__numbers">
              {Array.from({ length: count }, (_, index) => (
                <TextField
                  key={index}
                  className="lottery__number"
                  label={t('lottery.result.numberLabel', { tier: t(`lottery.tiers.${tier}`), n: index + 1 })}
                  isLabelHidden
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={digits}
                  placeholder={'0'.repeat(digits)}
                  error={tierErrors?.[tier]?.[index]?.message}
                  {...form.register(`result.${tier}.${index}` as const)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isBusy={isSubmitting}>
          {t('lottery.result.submit')}
        </Button>
      </div>
    </form>
  );
}

interface ResultEntryDialogProps {
  draw: LotteryDraw;
  gameName: string;
  /** The game's prize table when a result of it is known; staff choose it otherwise. */
  knownTable: VnPrizeTable | undefined;
  onClose: () => void;
  onSaved: (draw: LotteryDraw) => void;
}

/**
 * A regional draw's result: the prize table (the North's 27 numbers or the South's and Centre's 18),
 * then each number. Entering again before confirmation replaces the entry; a second staff member
 * confirms it before the draw settles.
 */
export function ResultEntryDialog({ draw, gameName, knownTable, onClose, onSaved }: ResultEntryDialogProps) {
  const { t } = useTranslation();
  const [table, setTable] = useState<VnPrizeTable | ''>(knownTable ?? '');
  return (
    <Dialog
      title={t('lottery.result.title', { game: gameName, drawNo: draw.drawNo })}
      size="lg"
      onClose={onClose}
    >
      {draw.status === 'AWAITING_CONFIRMATION' && (
        <Notice tone="info">{t('lottery.result.replaces', { staff: draw.enteredBy?.username ?? '' })}</Notice>
      )}
      <SelectField
        label={t('lottery.result.table')}
        hint={knownTable ? undefined : t('lottery.result.tableHint')}
        isRequired
        value={table}
        options={[
          { value: '', label: t('lottery.result.chooseTable') },
          ...VN_PRIZE_TABLE_NAMES.map((name) => ({ value: name, label: t(`lottery.tables.${name}`) })),
        ]}
        onChange={(event) => setTable(event.target.value as VnPrizeTable | '')}
      />
      {table !== '' && (
        <ResultForm key={table} draw={draw} table={table} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}
