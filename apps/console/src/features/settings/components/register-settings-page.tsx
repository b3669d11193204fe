import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_PATTERN_ID,
  PATTERN_FAMILIES,
  PATTERN_FAMILY_IDS,
  patternMessage,
  REGISTER_FIELDS,
  registerConfigSchema,
  type PatternId,
  type RegisterConfig,
  type RegisterField,
} from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { useRegisterSetting, useUpdateRegisterSetting } from '../api/register-setting.ts';
import { FormTableSection } from './form-table-section.tsx';
import { usePatternFieldColumns } from './pattern-field-columns.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

const PATTERN_IDS: readonly PatternId[] = [...PATTERN_FAMILY_IDS, CUSTOM_PATTERN_ID];

const isRegisterField = (key: string): key is RegisterField =>
  (REGISTER_FIELDS as readonly string[]).includes(key);

const useRegisterForm = (initial: RegisterConfig, disabled: boolean) =>
  useForm({ resolver: useContractResolver(registerConfigSchema), defaultValues: initial, disabled });
type RegisterFormApi = ReturnType<typeof useRegisterForm>;

/** What members read under the input, from the row's current values. */
function MemberMessage({ control, field }: { control: Control<RegisterConfig>; field: RegisterField }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [patternId, minLength, maxLength] = useWatch({
    control,
    name: [`${field}.patternId`, `${field}.minLength`, `${field}.maxLength`],
  });
  return (
    <p className="field__hint">
      {t('settings.register.memberSees', {
        message: patternMessage(patternId, minLength, maxLength, language),
      })}
    </p>
  );
}

function FieldRow({ form, field }: { form: RegisterFormApi; field: RegisterField }) {
  const { t } = useTranslation();
  const errors = form.formState.errors[field];
  const label = t(`settings.register.fields.${field}`);
  const patternId = useWatch({ control: form.control, name: `${field}.patternId` });
  const patternField = form.register(`${field}.patternId`);
  return (
    <tr>
      <th scope="row" className="table__cell--nowrap">
        <span className="cell-stack cell-stack--column">
          <span>{label}</span>
          <code className="muted">{field}</code>
        </span>
      </th>
      <td>
        <Checkbox
          label={t('settings.register.enabledFor', { field: label })}
          isLabelHidden
          {...form.register(`${field}.enabled`)}
        />
      </td>
      <td>
        <Checkbox
          label={t('settings.register.requiredFor', { field: label })}
          isLabelHidden
          {...form.register(`${field}.required`)}
        />
      </td>
      <td className="table__cell--pattern">
        <SelectField
          label={t('settings.register.patternFor', { field: label })}
          isLabelHidden
          options={PATTERN_IDS.map((id) => ({
            value: id,
            label: id === CUSTOM_PATTERN_ID ? t('settings.register.custom') : id,
          }))}
          {...patternField}
          onChange={async (event) => {
            await patternField.onChange(event);
            const id = event.target.value;
            if (id !== CUSTOM_PATTERN_ID && id in PATTERN_FAMILIES) {
              form.setValue(
                `${field}.acceptedPattern`,
                PATTERN_FAMILIES[id as keyof typeof PATTERN_FAMILIES],
                {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                },
              );
            }
          }}
        />
        <TextField
          label={t('settings.register.acceptedPatternFor', { field: label })}
          isLabelHidden
          className="field--mono"
          readOnly={patternId !== CUSTOM_PATTERN_ID}
          spellCheck={false}
          error={errors?.acceptedPattern?.message}
          {...form.register(`${field}.acceptedPattern`)}
        />
        <MemberMessage control={form.control} field={field} />
      </td>
      <td>
        <TextField
          label={t('settings.register.minFor', { field: label })}
          isLabelHidden
          type="number"
          min={0}
          max={255}
          className="field--number"
          error={errors?.minLength?.message}
          {...form.register(`${field}.minLength`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <TextField
          label={t('settings.register.maxFor', { field: label })}
          isLabelHidden
          type="number"
          min={1}
          max={255}
          className="field--number"
          error={errors?.maxLength?.message ?? errors?.message}
          {...form.register(`${field}.maxLength`, { valueAsNumber: true })}
        />
      </td>
    </tr>
  );
}

function RegisterForm({ initial }: { initial: RegisterConfig }) {
  const { t } = useTranslation();
  const update = useUpdateRegisterSetting();
  const canWrite = useCan('settings.write');
  const form = useRegisterForm(initial, !canWrite);
  const patternFieldColumns = usePatternFieldColumns();
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: (value) => value,
    // The server names the field whose custom expression does not compile.
    placeField: (key) => (isRegisterField(key) ? (`${key}.acceptedPattern` as const) : undefined),
  });
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <FormTableSection
        title={t('settings.register.tableTitle')}
        description={t('settings.register.tableDescription')}
        caption={t('settings.register.tableTitle')}
        columns={patternFieldColumns}
      >
        {REGISTER_FIELDS.map((field) => (
          <FieldRow key={field} form={form} field={field} />
        ))}
      </FormTableSection>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** Registration fields: shown or not, required or not, the pattern family (or a custom one), lengths. */
export function RegisterSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.register.title')}
      description={t('settings.register.description')}
      query={useRegisterSetting()}
    >
      {(value) => <RegisterForm initial={value} />}
    </SettingPage>
  );
}
