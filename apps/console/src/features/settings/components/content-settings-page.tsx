import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contentSettingSchema, SOCIAL_KINDS, type ContentSetting, type SocialKind } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { PlusIcon, TrashIcon } from '@platform/ui/icons.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useContentSetting, useUpdateContentSetting } from '../api/content-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import './content-settings-page.css';
import '../settings.css';

/** The setting as typed: every address and number as text, an empty address as none. */
interface ContentFormValues {
  downloads: { ios: string; iosLite: string; android: string };
  socialLinks: { kind: SocialKind; url: string }[];
  verificationUrl: string;
  feedbackWords: { min: string; max: string };
  winnerMinAmount: string;
}

const toContentValues = (setting: ContentSetting): ContentFormValues => ({
  downloads: {
    ios: setting.downloads.ios ?? '',
    iosLite: setting.downloads.iosLite ?? '',
    android: setting.downloads.android ?? '',
  },
  socialLinks: setting.socialLinks,
  verificationUrl: setting.verificationUrl ?? '',
  feedbackWords: { min: String(setting.feedbackWords.min), max: String(setting.feedbackWords.max) },
  winnerMinAmount: setting.winnerMinAmount,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);
/** Empty is missing (a "required" message); anything else is checked as typed. */
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The contract's rules over the typed values; errors land on the form's own paths. */
const contentFormSchema = z.preprocess((values) => {
  const typed = values as ContentFormValues;
  return {
    downloads: {
      ios: orNull(typed.downloads.ios),
      iosLite: orNull(typed.downloads.iosLite),
      android: orNull(typed.downloads.android),
    },
    socialLinks: typed.socialLinks,
    verificationUrl: orNull(typed.verificationUrl),
    feedbackWords: { min: toNumber(typed.feedbackWords.min), max: toNumber(typed.feedbackWords.max) },
    winnerMinAmount: typed.winnerMinAmount.trim(),
  };
}, contentSettingSchema) as unknown as z.ZodType<ContentSetting, ContentFormValues>;

/** The server names fields at the top level; the lists and groups show their message in the alert. */
const placeContentField = (key: string) => {
  switch (key) {
    case 'verificationUrl':
    case 'winnerMinAmount':
      return key;
    default:
      return undefined;
  }
};

const DOWNLOADS = ['ios', 'iosLite', 'android'] as const;

function ContentForm({ initial }: { initial: ContentSetting }) {
  const { t } = useTranslation();
  const update = useUpdateContentSetting();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(contentFormSchema),
    defaultValues: toContentValues(initial),
    disabled: !canWrite,
  });
  const links = useFieldArray({ control: form.control, name: 'socialLinks' });
  const { errors } = form.formState;
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: toContentValues,
    placeField: placeContentField,
  });

  /** A new row offers the first network not listed yet. */
  const addLink = () => {
    const used = new Set(form.getValues('socialLinks').map((link) => link.kind));
    links.append({ kind: SOCIAL_KINDS.find((kind) => !used.has(kind)) ?? SOCIAL_KINDS[0], url: '' });
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section
        title={t('contentSettings.downloadsTitle')}
        description={t('contentSettings.downloadsDescription')}
      >
        <div className="grid grid--two">
          {DOWNLOADS.map((app) => (
            <TextField
              key={app}
              label={t(`contentSettings.downloads.${app}`)}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              hint={t('contentSettings.optionalUrl')}
              error={errors.downloads?.[app]?.message}
              {...form.register(`downloads.${app}`)}
            />
          ))}
        </div>
      </Section>
      <Section
        title={t('contentSettings.socialTitle')}
        description={t('contentSettings.socialDescription')}
        actions={
          canWrite && (
            <Button
              variant="secondary"
              size="sm"
              disabled={links.fields.length >= SOCIAL_KINDS.length}
              onClick={addLink}
            >
              <PlusIcon />
              {t('contentSettings.addSocial')}
            </Button>
          )
        }
      >
        <FormAlert message={errors.socialLinks?.message ?? errors.socialLinks?.root?.message} />
        {links.fields.length === 0 ? (
          <p className="muted">{t('contentSettings.noSocial')}</p>
        ) : (
          <ol className="row-list">
            {links.fields.map((link, index) => (
              <li key={link.id} className="row-list__item social-link-row">
                <SelectField
                  label={t('contentSettings.socialKind')}
                  options={SOCIAL_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`socialKinds.${kind}`),
                  }))}
                  error={errors.socialLinks?.[index]?.kind?.message}
                  {...form.register(`socialLinks.${index}.kind`)}
                />
                <TextField
                  label={t('contentSettings.socialUrl')}
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  error={errors.socialLinks?.[index]?.url?.message}
                  {...form.register(`socialLinks.${index}.url`)}
                />
                {canWrite && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="row-list__remove"
                    onClick={() => links.remove(index)}
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
      <Section title={t('contentSettings.mirrorTitle')} description={t('contentSettings.mirrorDescription')}>
        <TextField
          label={t('contentSettings.verificationUrl')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={t('contentSettings.optionalUrl')}
          error={errors.verificationUrl?.message}
          {...form.register('verificationUrl')}
        />
      </Section>
      <Section
        title={t('contentSettings.feedbackTitle')}
        description={t('contentSettings.feedbackDescription')}
      >
        <div className="grid grid--pair">
          <TextField
            label={t('contentSettings.feedbackMin')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.feedbackWords?.min?.message}
            {...form.register('feedbackWords.min')}
          />
          <TextField
            label={t('contentSettings.feedbackMax')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.feedbackWords?.max?.message}
            {...form.register('feedbackWords.max')}
          />
        </div>
      </Section>
      <Section
        title={t('contentSettings.winnersTitle')}
        description={t('contentSettings.winnersDescription')}
      >
        <div className="grid grid--pair">
          <TextField
            label={t('contentSettings.winnerMinAmount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            hint={t('contentSettings.winnerMinAmountHint')}
            error={errors.winnerMinAmount?.message}
            {...form.register('winnerMinAmount')}
          />
        </div>
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** Site content that is not a list: app downloads, social links, the mirror page's link, feedback and winners. */
export function ContentSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('contentSettings.title')}
      description={t('contentSettings.description')}
      query={useContentSetting()}
    >
      {(value) => <ContentForm initial={value} />}
    </SettingPage>
  );
}
