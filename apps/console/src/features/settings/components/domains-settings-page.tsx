import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainsSettingSchema, type DomainsSetting } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Radio, TextField } from '@platform/ui/field.tsx';
import { PlusIcon, TrashIcon } from '@platform/ui/icons.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useDomainsSetting, useUpdateDomainsSetting } from '../api/domains-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

function DomainsForm({ initial }: { initial: DomainsSetting }) {
  const { t } = useTranslation();
  const update = useUpdateDomainsSetting();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(domainsSettingSchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const rows = useFieldArray({ control: form.control, name: 'domains' });
  const domains = useWatch({ control: form.control, name: 'domains' });
  const { errors } = form.formState;
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues: (value) => value,
    placeField: (key) => (key === 'domains' ? 'domains' : undefined),
  });

  /** One main domain at most: choosing one clears the others. */
  const chooseMain = (chosen: number) => {
    rows.fields.forEach((_, index) =>
      form.setValue(`domains.${index}.isMain`, index === chosen, { shouldDirty: true }),
    );
  };

  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.domains.listTitle')}
        description={t('settings.domains.listDescription')}
        actions={
          canWrite && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => rows.append({ domain: '', isMain: rows.fields.length === 0, remark: '' })}
            >
              <PlusIcon />
              {t('settings.domains.add')}
            </Button>
          )
        }
      >
        <FormAlert message={errors.domains?.message ?? errors.domains?.root?.message} />
        {rows.fields.length === 0 ? (
          <p className="muted">{t('settings.domains.empty')}</p>
        ) : (
          <ol className="row-list">
            {rows.fields.map((row, index) => (
              <li key={row.id} className="row-list__item row-list__item--domain">
                <TextField
                  label={t('settings.domains.domain')}
                  spellCheck={false}
                  autoCapitalize="off"
                  placeholder={t('settings.domains.placeholder')}
                  error={errors.domains?.[index]?.domain?.message}
                  {...form.register(`domains.${index}.domain`)}
                />
                <Radio
                  name="mainDomain"
                  className="row-list__main"
                  label={t('settings.domains.main')}
                  checked={domains[index]?.isMain === true}
                  disabled={!canWrite}
                  onChange={() => chooseMain(index)}
                />
                <TextField
                  label={t('settings.domains.remark')}
                  error={errors.domains?.[index]?.remark?.message}
                  {...form.register(`domains.${index}.remark`)}
                />
                {canWrite && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="row-list__remove"
                    onClick={() => rows.remove(index)}
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

/** Mirror domains: the addresses the site answers on, and the main one. */
export function DomainsSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.domains.title')}
      description={t('settings.domains.description')}
      query={useDomainsSetting()}
    >
      {(value) => <DomainsForm initial={value} />}
    </SettingPage>
  );
}
