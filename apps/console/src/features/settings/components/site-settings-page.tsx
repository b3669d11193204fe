import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_LANGUAGES,
  isLanguage,
  nativeLanguageName,
  siteSettingSchema,
  SUPPORTED_LANGUAGES,
  type SiteSetting,
} from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, ChoiceGroup, SelectField, TextField } from '@platform/ui/field.tsx';
import { PlusIcon, TrashIcon } from '@platform/ui/icons.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useSiteSetting, useUpdateSiteSetting } from '../api/site-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import './site-settings-page.css';
import '../settings.css';

/** Channels the member site's customer-service buttons know; a stored other value is kept as is. */
const CS_TYPES = ['LIVE_CHAT', 'EMAIL', 'WHATSAPP', 'TELEGRAM', 'LINE', 'PHONE', 'OTHER'] as const;

const SITE_FIELDS = ['siteName', 'languages', 'defaultLanguage', 'timeZone', 'customerService'] as const;
const isSiteField = (key: string): key is (typeof SITE_FIELDS)[number] =>
  (SITE_FIELDS as readonly string[]).includes(key);

/** The display languages operators offer whose texts the product does not have yet: listed, not offered. */
const OTHER_LANGUAGES = DISPLAY_LANGUAGES.filter((language) => !isLanguage(language.code));

/** The IANA zones the browser knows, with the stored one even if it does not. */
const timeZones = (current: string): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};

function SiteForm({ initial }: { initial: SiteSetting }) {
  const { t } = useTranslation();
  const update = useUpdateSiteSetting();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(siteSettingSchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const entries = useFieldArray({ control: form.control, name: 'customerService' });
  const { errors } = form.formState;
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: (value) => value,
    placeField: (key) => (isSiteField(key) ? key : undefined),
  });
  const languageOptions = SUPPORTED_LANGUAGES.map((language) => ({
    value: language,
    label: nativeLanguageName(language),
  }));
  const csTypeOptions = (current: string) => [
    ...((CS_TYPES as readonly string[]).includes(current) ? [] : [{ value: current, label: current }]),
    ...CS_TYPES.map((type) => ({ value: type, label: t(`settings.site.csTypes.${type}`) })),
  ];

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section title={t('settings.site.generalTitle')}>
        <div className="grid grid--two">
          <TextField
            label={t('settings.site.siteName')}
            error={errors.siteName?.message}
            isRequired
            {...form.register('siteName')}
          />
          <SelectField
            label={t('settings.site.timeZone')}
            error={errors.timeZone?.message}
            options={timeZones(initial.timeZone).map((zone) => ({ value: zone, label: zone }))}
            {...form.register('timeZone')}
          />
          <TextField
            label={t('settings.site.currencyCode')}
            error={errors.currency?.code?.message}
            autoCapitalize="characters"
            {...form.register('currency.code')}
          />
          <TextField
            label={t('settings.site.currencySymbol')}
            error={errors.currency?.symbol?.message}
            {...form.register('currency.symbol')}
          />
        </div>
        <Checkbox label={t('settings.site.isDemo')} {...form.register('isDemo')} />
      </Section>
      <Section
        title={t('settings.site.languagesTitle')}
        description={t('settings.site.languagesDescription')}
      >
        <div className="grid grid--two">
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <ChoiceGroup legend={t('settings.site.languages')} error={errors.languages?.message}>
                {languageOptions.map((option) => (
                  <Checkbox
                    key={option.value}
                    label={option.label}
                    name={field.name}
                    disabled={field.disabled}
                    checked={field.value.includes(option.value)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? SUPPORTED_LANGUAGES.filter(
                              (language) => language === option.value || field.value.includes(language),
                            )
                          : field.value.filter((language) => language !== option.value),
                      )
                    }
                  />
                ))}
              </ChoiceGroup>
            )}
          />
          <SelectField
            label={t('settings.site.defaultLanguage')}
            error={errors.defaultLanguage?.message}
            options={languageOptions}
            {...form.register('defaultLanguage')}
          />
        </div>
        <ChoiceGroup legend={t('siteLanguages.otherLegend')} className="site-languages__other">
          {OTHER_LANGUAGES.map((language) => (
            <Checkbox key={language.code} label={language.nativeName} checked={false} disabled readOnly />
          ))}
        </ChoiceGroup>
        <p className="muted">{t('siteLanguages.otherNote')}</p>
      </Section>
      <Section
        title={t('settings.site.csTitle')}
        description={t('settings.site.csDescription')}
        actions={
          canWrite && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => entries.append({ csType: 'LIVE_CHAT', title: '', path: '' })}
            >
              <PlusIcon />
              {t('settings.site.addEntry')}
            </Button>
          )
        }
      >
        {entries.fields.length === 0 ? (
          <p className="muted">{t('settings.site.noEntries')}</p>
        ) : (
          <ol className="row-list">
            {entries.fields.map((entry, index) => (
              <li key={entry.id} className="row-list__item row-list__item--cs">
                <SelectField
                  label={t('settings.site.csType')}
                  options={csTypeOptions(entry.csType)}
                  error={errors.customerService?.[index]?.csType?.message}
                  {...form.register(`customerService.${index}.csType`)}
                />
                <TextField
                  label={t('settings.site.csTitleLabel')}
                  error={errors.customerService?.[index]?.title?.message}
                  {...form.register(`customerService.${index}.title`)}
                />
                <TextField
                  label={t('settings.site.csLink')}
                  type="url"
                  spellCheck={false}
                  error={errors.customerService?.[index]?.path?.message}
                  {...form.register(`customerService.${index}.path`)}
                />
                {canWrite && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="row-list__remove"
                    onClick={() => entries.remove(index)}
                  >
                    <TrashIcon />
                    {t('common.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** Site: name, time zone, currency display, languages and the default, customer-service entries. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.site.title')}
      description={t('settings.site.description')}
      query={useSiteSetting()}
    >
      {(value) => <SiteForm initial={value} />}
    </SettingPage>
  );
}
