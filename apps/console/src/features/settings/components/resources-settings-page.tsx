import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { siteResourcesSettingSchema, type SiteResourcesSetting } from '@platform/contract';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useDomainsSetting } from '../api/domains-setting.ts';
import { useResourcesSetting, useUpdateResourcesSetting } from '../api/resources-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

/** The setting as typed: every address as text, an empty one as none. */
interface ResourcesFormValues {
  resources: { logoUrl: string; faviconUrl: string };
  analytics: { gtagId: string; consentRequired: boolean };
  cdn: { images: string; launch: string };
  merchantWallet: { isSingle: boolean };
}

const toValues = (setting: SiteResourcesSetting): ResourcesFormValues => ({
  resources: { logoUrl: setting.resources.logoUrl ?? '', faviconUrl: setting.resources.faviconUrl ?? '' },
  analytics: { gtagId: setting.analytics.gtagId ?? '', consentRequired: setting.analytics.consentRequired },
  cdn: { images: setting.cdn.images ?? '', launch: setting.cdn.launch ?? '' },
  merchantWallet: setting.merchantWallet,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The contract's rules over the typed values; errors land on the form's own paths. */
const resourcesFormSchema = z.preprocess((values) => {
  const typed = values as ResourcesFormValues;
  return {
    resources: { logoUrl: orNull(typed.resources.logoUrl), faviconUrl: orNull(typed.resources.faviconUrl) },
    analytics: { gtagId: orNull(typed.analytics.gtagId), consentRequired: typed.analytics.consentRequired },
    cdn: { images: orNull(typed.cdn.images), launch: orNull(typed.cdn.launch) },
    merchantWallet: typed.merchantWallet,
  };
}, siteResourcesSettingSchema) as unknown as z.ZodType<SiteResourcesSetting, ResourcesFormValues>;

/** The main domain is the one marked main among the mirror domains; this page only shows it. */
function MainDomain() {
  const { t } = useTranslation();
  const main = useDomainsSetting().data?.domains.find((entry) => entry.isMain)?.domain;
  return (
    <p className="muted">
      {main === undefined
        ? t('settings.resources.noMainDomain')
        : t('settings.resources.mainDomain', { main })}{' '}
      <Link to={paths.settings.domains.getHref()}>{t('settings.resources.editDomains')}</Link>
    </p>
  );
}

function ResourcesForm({ initial }: { initial: SiteResourcesSetting }) {
  const { t } = useTranslation();
  const update = useUpdateResourcesSetting();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(resourcesFormSchema),
    defaultValues: toValues(initial),
    disabled: !canWrite,
  });
  const { errors } = form.formState;
  // The server's refusals (single wallet beside transfer-mode vendors) are about the whole form.
  const { onSubmit, saveBar } = useSettingForm({ form, save: update.mutateAsync, toValues });
  const url = { inputMode: 'url', autoComplete: 'off', spellCheck: false } as const;
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.resources.brandTitle')}
        description={t('settings.resources.brandDescription')}
      >
        <div className="grid grid--two">
          <TextField
            label={t('settings.resources.logoUrl')}
            hint={t('settings.resources.imageHint')}
            error={errors.resources?.logoUrl?.message}
            {...url}
            {...form.register('resources.logoUrl')}
          />
          <TextField
            label={t('settings.resources.faviconUrl')}
            hint={t('settings.resources.imageHint')}
            error={errors.resources?.faviconUrl?.message}
            {...url}
            {...form.register('resources.faviconUrl')}
          />
        </div>
        <MainDomain />
      </Section>
      <Section
        title={t('settings.resources.analyticsTitle')}
        description={t('settings.resources.analyticsDescription')}
      >
        <div className="grid grid--two">
          <TextField
            label={t('settings.resources.gtagId')}
            hint={t('settings.resources.gtagIdHint')}
            placeholder="G-XXXXXXXXXX"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            error={errors.analytics?.gtagId?.message}
            {...form.register('analytics.gtagId')}
          />
        </div>
        <Checkbox
          isSwitch
          label={t('settings.resources.consentRequired')}
          {...form.register('analytics.consentRequired')}
        />
      </Section>
      <Section title={t('settings.resources.cdnTitle')} description={t('settings.resources.cdnDescription')}>
        <div className="grid grid--two">
          <TextField
            label={t('settings.resources.imageCdn')}
            hint={t('settings.resources.cdnHint')}
            placeholder="https://img.example-cdn.com"
            error={errors.cdn?.images?.message}
            {...url}
            {...form.register('cdn.images')}
          />
          <TextField
            label={t('settings.resources.launchCdn')}
            hint={t('settings.resources.cdnHint')}
            placeholder="https://play.example-cdn.com"
            error={errors.cdn?.launch?.message}
            {...url}
            {...form.register('cdn.launch')}
          />
        </div>
      </Section>
      <Section
        title={t('settings.resources.walletTitle')}
        description={t('settings.resources.walletDescription')}
      >
        <Checkbox
          isSwitch
          label={t('settings.resources.isSingle')}
          {...form.register('merchantWallet.isSingle')}
        />
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** What the site config carries beside the site setting (spec section 7): resources, analytics, CDNs, wallet. */
export function ResourcesSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.resources.title')}
      description={t('settings.resources.description')}
      query={useResourcesSetting()}
    >
      {(value) => <ResourcesForm initial={value} />}
    </SettingPage>
  );
}
