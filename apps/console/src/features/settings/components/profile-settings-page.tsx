import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_PATTERN_ID,
  MINIMUM_AGES,
  PATTERN_FAMILIES,
  PATTERN_FAMILY_IDS,
  PROFILE_FIELDS,
  SET_ONCE_PROFILE_FIELDS,
  patternMessage,
  profileConfigSchema,
  type PatternId,
  type ProfileConfig,
  type ProfileField,
} from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useDefaultPassword } from '../api/default-password.ts';
import { useProfileSetting, useUpdateProfileSetting } from '../api/profile-setting.ts';
import { DefaultPasswordSection } from './default-password-section.tsx';
import { FormTableSection } from './form-table-section.tsx';
import { usePatternFieldColumns } from './pattern-field-columns.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

const PATTERN_IDS: readonly PatternId[] = [...PATTERN_FAMILY_IDS, CUSTOM_PATTERN_ID];

const isProfileField = (key: string): key is ProfileField =>
  (PROFILE_FIELDS as readonly string[]).includes(key);

const isPatternId = (id: string): id is PatternId => (PATTERN_IDS as readonly string[]).includes(id);

const useProfileForm = (initial: ProfileConfig, disabled: boolean) =>
  useForm({ resolver: useContractResolver(profileConfigSchema), defaultValues: initial, disabled });
type ProfileFormApi = ReturnType<typeof useProfileForm>;

/** What members read under the input, from the row's current values. */
function MemberMessage({ control, field }: { control: Control<ProfileConfig>; field: ProfileField }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [patternId, minLength, maxLength] = useWatch({
    control,
    name: [`fields.${field}.patternId`, `fields.${field}.minLength`, `fields.${field}.maxLength`],
  });
  return (
    <p className="field__hint">
      {t('settings.register.memberSees', {
        message: patternMessage(
          isPatternId(patternId) ? patternId : CUSTOM_PATTERN_ID,
          minLength,
          maxLength,
          language,
        ),
      })}
    </p>
  );
}

function FieldRow({ form, field }: { form: ProfileFormApi; field: ProfileField }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.fields?.[field];
  const label = t(`settings.profile.fields.${field}`);
  const patternId = useWatch({ control: form.control, name: `fields.${field}.patternId` });
  const patternField = form.register(`fields.${field}.patternId`);
  return (
    <tr>
      <th scope="row" className="table__cell--nowrap">
        <span className="cell-stack cell-stack--column">
          <span>{label}</span>
          <code className="muted">{field}</code>
          {SET_ONCE_PROFILE_FIELDS.includes(field) && (
            <span className="muted">{t('settings.profile.setOnce')}</span>
          )}
        </span>
      </th>
      <td>
        <Checkbox
          label={t('settings.register.enabledFor', { field: label })}
          isLabelHidden
          {...form.register(`fields.${field}.enabled`)}
        />
      </td>
      <td>
        <Checkbox
          label={t('settings.register.requiredFor', { field: label })}
          isLabelHidden
          {...form.register(`fields.${field}.required`)}
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
                `fields.${field}.acceptedPattern`,
                PATTERN_FAMILIES[id as keyof typeof PATTERN_FAMILIES],
                { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
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
          {...form.register(`fields.${field}.acceptedPattern`)}
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
          {...form.register(`fields.${field}.minLength`, { valueAsNumber: true })}
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
          {...form.register(`fields.${field}.maxLength`, { valueAsNumber: true })}
        />
      </td>
    </tr>
  );
}

function ProfileForm({ initial }: { initial: ProfileConfig }) {
  const { t } = useTranslation();
  const update = useUpdateProfileSetting();
  const canWrite = useCan('settings.write');
  const form = useProfileForm(initial, !canWrite);
  const { errors } = form.formState;
  const patternFieldColumns = usePatternFieldColumns();
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: (value) => value,
    // The server names the field whose custom expression does not compile.
    placeField: (key) => (isProfileField(key) ? (`fields.${key}.acceptedPattern` as const) : undefined),
  });
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.profile.checksTitle')}
        description={t('settings.profile.checksDescription')}
      >
        <div className="grid grid--two">
          <SelectField
            label={t('settings.profile.minimumAge')}
            error={errors.minimumAge?.message}
            options={MINIMUM_AGES.map((age) => ({
              value: String(age),
              label: t('settings.profile.ageOption', { age }),
            }))}
            {...form.register('minimumAge', { valueAsNumber: true })}
          />
          <TextField
            label={t('settings.profile.passwordMaxAgeDays')}
            hint={t('settings.profile.passwordMaxAgeHint')}
            error={errors.passwordMaxAgeDays?.message}
            type="number"
            min={0}
            max={3650}
            className="field--number"
            {...form.register('passwordMaxAgeDays', { valueAsNumber: true })}
          />
          <TextField
            label={t('settings.profile.loginLockMinutes')}
            hint={t('settings.profile.loginLockHint')}
            error={errors.loginLockMinutes?.message}
            type="number"
            min={1}
            max={1440}
            className="field--number"
            {...form.register('loginLockMinutes', { valueAsNumber: true })}
          />
        </div>
        <Checkbox
          isSwitch
          label={t('settings.profile.newDeviceVerification')}
          {...form.register('newDeviceVerification')}
        />
      </Section>
      <FormTableSection
        title={t('settings.register.tableTitle')}
        description={t('settings.profile.tableDescription')}
        caption={t('settings.profile.tableCaption')}
        columns={patternFieldColumns}
      >
        {PROFILE_FIELDS.map((field) => (
          <FieldRow key={field} form={form} field={field} />
        ))}
      </FormTableSection>
      <SaveBar {...saveBar} />
    </form>
  );
}

/**
 * Profile fields of the security centre (shown or not, required, pattern, lengths), the age a
 * birthday must prove, the new-device check at login and how long a password lasts.
 */
function ProfileSettings() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
      query={useProfileSetting()}
    >
      {(value) => <ProfileForm initial={value} />}
    </SettingPage>
  );
}

/** The profile page: its settings form, then the default password, which has its own calls. */
export function ProfileSettingsPage() {
  const defaultPassword = useDefaultPassword();
  return (
    <>
      <ProfileSettings />
      {defaultPassword.data !== undefined && <DefaultPasswordSection state={defaultPassword.data} />}
    </>
  );
}
