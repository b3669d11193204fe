import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  regionRulesSchema,
  SUPPORTED_LANGUAGES,
  SYSTEM_STATUS,
  systemStatusSettingSchema,
  type SystemStatusSetting,
} from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { ChipInput } from '../../../shared/ui/chip-input.tsx';
import { ChoiceGroup, Radio, TextAreaField, TextField } from '@platform/ui/field.tsx';
import { LinesInput } from '../../../shared/ui/lines-input.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useStatusSetting, useUpdateStatusSetting } from '../api/status-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import './status-settings-page.css';
import '../settings.css';

const countrySchema = regionRulesSchema.shape.blockedCountries.element;

/** The server names the region-rule lists without their parent. */
const placeStatusField = (key: string) => {
  switch (key) {
    case 'status':
      return 'status' as const;
    case 'blockedCountries':
      return 'regionRules.blockedCountries' as const;
    case 'blockedIpRanges':
      return 'regionRules.blockedIpRanges' as const;
    default:
      return undefined;
  }
};

/** The first message among a list's entries, for a list shown as one input. */
const firstEntryError = (errors: unknown): string | undefined => {
  if (!Array.isArray(errors)) return undefined;
  const index = errors.findIndex((entry) => typeof entry === 'object' && entry !== null);
  const entry: unknown = errors[index];
  return typeof entry === 'object' &&
    entry !== null &&
    'message' in entry &&
    typeof entry.message === 'string'
    ? `${index + 1}: ${entry.message}`
    : undefined;
};

function StatusTexts({ group, form }: { group: 'maintenance' | 'regionRestriction'; form: StatusFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="language-grid">
      {SUPPORTED_LANGUAGES.map((language) => (
        <fieldset key={language} className="language-grid__column">
          <legend className="language-grid__legend">
            {t(language === 'EN' ? 'languages.EN' : 'languages.JA')}
          </legend>
          <TextField
            label={t('settings.status.heading', { language })}
            error={errors[group]?.heading?.[language]?.message}
            {...form.register(`${group}.heading.${language}`)}
          />
          <TextAreaField
            label={t('settings.status.info', { language })}
            rows={3}
            error={errors[group]?.info?.[language]?.message}
            {...form.register(`${group}.info.${language}`)}
          />
        </fieldset>
      ))}
    </div>
  );
}

const useStatusForm = (initial: SystemStatusSetting, disabled: boolean) =>
  useForm({ resolver: useContractResolver(systemStatusSettingSchema), defaultValues: initial, disabled });
type StatusFormApi = ReturnType<typeof useStatusForm>;

function StatusForm({ initial }: { initial: SystemStatusSetting }) {
  const { t } = useTranslation();
  const update = useUpdateStatusSetting();
  const canWrite = useCan('settings.write');
  const form = useStatusForm(initial, !canWrite);
  const { errors } = form.formState;
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: (value) => value,
    placeField: placeStatusField,
  });

  const statuses = [
    {
      value: SYSTEM_STATUS.NORMAL,
      label: t('settings.status.normal'),
      hint: t('settings.status.normalHint'),
    },
    {
      value: SYSTEM_STATUS.MAINTENANCE,
      label: t('settings.status.maintenance'),
      hint: t('settings.status.maintenanceHint'),
    },
    {
      value: SYSTEM_STATUS.REGION_RESTRICTED,
      label: t('settings.status.restricted'),
      hint: t('settings.status.restrictedHint'),
    },
  ];

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section title={t('settings.status.statusTitle')}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('settings.status.statusLegend')}
              error={errors.status?.message}
              className="radio-cards"
            >
              {statuses.map((option) => (
                <Radio
                  key={option.value}
                  name={field.name}
                  value={option.value}
                  label={option.label}
                  description={option.hint}
                  checked={field.value === option.value}
                  disabled={field.disabled}
                  onChange={() => field.onChange(option.value)}
                  onBlur={field.onBlur}
                />
              ))}
            </ChoiceGroup>
          )}
        />
      </Section>
      <Section
        title={t('settings.status.maintenanceTitle')}
        description={t('settings.status.maintenanceDescription')}
      >
        <StatusTexts group="maintenance" form={form} />
      </Section>
      <Section title={t('settings.status.regionTitle')} description={t('settings.status.regionDescription')}>
        <StatusTexts group="regionRestriction" form={form} />
        <div className="grid grid--two">
          <Controller
            control={form.control}
            name="regionRules.blockedCountries"
            render={({ field }) => (
              <ChipInput
                label={t('settings.status.blockedCountries')}
                hint={t('settings.status.blockedCountriesHint')}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={field.disabled}
                error={
                  errors.regionRules?.blockedCountries?.message ??
                  firstEntryError(errors.regionRules?.blockedCountries)
                }
                parse={(text) => {
                  const parsed = countrySchema.safeParse(text);
                  return parsed.success
                    ? { ok: true, value: parsed.data }
                    : { ok: false, message: t('settings.status.countryInvalid', { code: text }) };
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="regionRules.blockedIpRanges"
            render={({ field }) => (
              <LinesInput
                label={t('settings.status.blockedIpRanges')}
                hint={t('settings.status.blockedIpRangesHint')}
                rows={6}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={field.disabled}
                error={
                  errors.regionRules?.blockedIpRanges?.message ??
                  firstEntryError(errors.regionRules?.blockedIpRanges)
                }
              />
            )}
          />
        </div>
        <p className="muted">{t('settings.status.consoleNote')}</p>
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** System status: normal, maintenance or restricted for everyone; the page texts; the region rules. */
export function StatusSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.status.title')}
      description={t('settings.status.description')}
      query={useStatusSetting()}
    >
      {(value) => <StatusForm initial={value} />}
    </SettingPage>
  );
}
