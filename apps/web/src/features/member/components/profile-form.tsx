import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PROFILE_FIELDS,
  SET_ONCE_PROFILE_FIELDS,
  checkFieldRule,
  patternMessage,
  validationText,
  type Language,
  type ProfileConfig,
  type ProfileField,
  type ProfileUpdate,
  type SecurityOverview,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { isDay, todayIn } from '../../../shared/lib/dates.ts';
import { applyServerErrors, contractText, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileValues = Partial<Record<ProfileField, string>>;

/** What the browser may offer to fill in, per field. */
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  nickname: 'nickname',
  fullName: 'name',
  birthday: 'bday',
  nationality: 'country-name',
  address: 'street-address',
};

/** Whole years from `birthday` to `today`, both `yyyy-MM-dd`. */
const ageOn = (birthday: string, today: string) =>
  Number(today.slice(0, 4)) - Number(birthday.slice(0, 4)) - (today.slice(5) < birthday.slice(5) ? 1 : 0);

const shownFields = (config: ProfileConfig) => PROFILE_FIELDS.filter((field) => config.fields[field].enabled);

const isLocked = (overview: SecurityOverview, field: ProfileField) =>
  SET_ONCE_PROFILE_FIELDS.includes(field) && (overview.profile[field] ?? '') !== '';

const editableFields = (overview: SecurityOverview) =>
  shownFields(overview.config).filter((field) => !isLocked(overview, field));

/** The saved profile as the inputs show it. */
const formValues = (overview: SecurityOverview): ProfileValues =>
  Object.fromEntries(shownFields(overview.config).map((field) => [field, overview.profile[field] ?? '']));

/**
 * The operator's rule for each editable field, the age the birthday must prove, and required
 * fields present: the same checks and messages as `PUT /wps/member/profile`.
 */
const buildProfileSchema = (
  fields: readonly ProfileField[],
  config: ProfileConfig,
  today: string,
  language: Language,
) =>
  z.record(z.string(), z.string()).superRefine((values, context) => {
    for (const field of fields) {
      const rule = config.fields[field];
      const value = (values[field] ?? '').trim();
      const fail = (message: string) => context.addIssue({ code: 'custom', path: [field], message });
      if (value === '') {
        if (rule.required) fail(validationText('required', language));
        continue;
      }
      const problem = checkFieldRule(rule, value, language);
      if (problem !== undefined) {
        fail(problem);
        continue;
      }
      // The date input and the gateway both speak yyyy-MM-dd.
      if (field === 'birthday') {
        if (!isDay(value)) fail(patternMessage('DATE_YMD', 10, 10, language));
        else if (ageOn(value, today) < config.minimumAge)
          fail(contractText('ageConfirm', language, { n: config.minimumAge }));
      }
    }
  });

/** The profile fields the operator enabled (spec section 3); full name and birthday are set once. */
export function ProfileForm({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { config } = overview;
  const update = useUpdateProfile();
  const [isSaved, setSaved] = useState(false);

  const shown = shownFields(config);
  const editable = editableFields(overview);
  const schema = useMemo(
    () => buildProfileSchema(editableFields(overview), overview.config, today, language),
    [overview, today, language],
  );
  // The form follows the saved profile: a save shows what the gateway kept, a failure keeps the typing.
  const values = useMemo(() => formValues(overview), [overview]);
  const form = useForm<ProfileValues>({ resolver: useContractResolver(schema), values });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (typed) => {
    setSaved(false);
    const changes: ProfileUpdate = {};
    for (const field of editable) {
      const value = (typed[field] ?? '').trim();
      if (value !== (overview.profile[field] ?? '')) changes[field] = value;
    }
    try {
      await update.mutateAsync(changes);
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, editable);
    }
  });

  if (shown.length === 0) return <p className="card__note">{t('securityCentre.profile.none')}</p>;

  const hasSetOnce = shown.some((field) => SET_ONCE_PROFILE_FIELDS.includes(field));
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {hasSetOnce && <p className="card__note">{t('securityCentre.profile.setOnceLead')}</p>}
      {isSaved && <Notice tone="success">{t('securityCentre.profile.saved')}</Notice>}
      <FormAlert message={errors.root?.server?.message} />
      <div className="security-form-grid">
        {shown.map((field) => {
          const rule = config.fields[field];
          const isReadOnly = isLocked(overview, field);
          const isBirthday = field === 'birthday';
          const ruleHint = isBirthday
            ? t('securityCentre.profile.birthdayHint', { n: config.minimumAge })
            : patternMessage(rule.patternId, rule.minLength, rule.maxLength, language);
          return (
            <TextField
              key={field}
              label={t(`securityCentre.profile.fields.${field}`)}
              type={isBirthday ? 'date' : 'text'}
              max={isBirthday ? today : undefined}
              inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
              autoComplete={AUTOCOMPLETE[field] ?? 'off'}
              readOnly={isReadOnly}
              hint={isReadOnly ? t('securityCentre.profile.lockedHint') : ruleHint}
              error={errors[field]?.message}
              isRequired={rule.required && !isReadOnly}
              {...form.register(field)}
            />
          );
        })}
      </div>
      <Button type="submit" isBusy={isSubmitting} disabled={editable.length === 0}>
        {t('securityCentre.profile.save')}
      </Button>
    </form>
  );
}
