import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GAME_CLASSIFIES,
  GAME_SHORTCUTS,
  SHORTCUT_LIST_CATEGORIES,
  type GameShortcut,
  type GameShortcuts,
} from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useShortcutsSetting, useUpdateShortcutsSetting } from '../api/shortcuts-setting.ts';
import {
  formToShortcuts,
  shortcutsFormSchema,
  shortcutsToForm,
  type ShortcutsForm,
} from '../lib/shortcuts-form.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { FormTableSection } from './form-table-section.tsx';
import { SaveBar } from './save-bar.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

type Field = 'kind' | 'category' | 'vassalage' | 'classify' | 'name';

const useShortcutsForm = (initial: GameShortcuts, disabled: boolean) =>
  useForm({
    resolver: useContractResolver(shortcutsFormSchema),
    defaultValues: shortcutsToForm(initial),
    disabled,
  });

function ShortcutRow({
  form,
  shortcut,
}: {
  form: ReturnType<typeof useShortcutsForm>;
  shortcut: GameShortcut;
}) {
  const { t } = useTranslation();
  const kind = useWatch({ control: form.control, name: `${shortcut}.kind` });
  const errors = form.formState.errors[shortcut];
  const path = `/${shortcut}`;
  const label = (field: Field) => t(`settings.shortcuts.${field}For`, { path });
  return (
    <tr>
      <th scope="row">
        <code>{path}</code>
        <span className="muted cell-stack">{t(`settings.shortcuts.names.${shortcut}`)}</span>
      </th>
      <td>
        <SelectField
          label={label('kind')}
          isLabelHidden
          error={errors?.kind?.message}
          options={[
            { value: 'DOWNLOAD', label: t('settings.shortcuts.kinds.DOWNLOAD') },
            { value: 'GAMES', label: t('settings.shortcuts.kinds.GAMES') },
          ]}
          {...form.register(`${shortcut}.kind`)}
        />
      </td>
      {kind === 'GAMES' ? (
        <>
          <td>
            <SelectField
              label={label('category')}
              isLabelHidden
              error={errors?.category?.message}
              options={SHORTCUT_LIST_CATEGORIES.map((category) => ({
                value: category,
                label: t(`settings.shortcuts.categories.${category}`),
              }))}
              {...form.register(`${shortcut}.category`)}
            />
          </td>
          <td>
            <TextField
              label={label('vassalage')}
              isLabelHidden
              placeholder={t('settings.shortcuts.anyVendor')}
              spellCheck={false}
              autoCapitalize="characters"
              maxLength={32}
              error={errors?.vassalage?.message}
              {...form.register(`${shortcut}.vassalage`)}
            />
          </td>
          <td>
            <SelectField
              label={label('classify')}
              isLabelHidden
              error={errors?.classify?.message}
              options={[
                { value: '', label: t('settings.shortcuts.anyClassify') },
                ...GAME_CLASSIFIES.map((code) => ({
                  value: code,
                  label: t(`settings.shortcuts.classifies.${code}`),
                })),
              ]}
              {...form.register(`${shortcut}.classify`)}
            />
          </td>
          <td>
            <TextField
              label={label('name')}
              isLabelHidden
              placeholder={t('settings.shortcuts.anyName')}
              maxLength={64}
              error={errors?.name?.message}
              {...form.register(`${shortcut}.name`)}
            />
          </td>
        </>
      ) : (
        <td colSpan={4} className="muted">
          {t('settings.shortcuts.downloadPage')}
        </td>
      )}
    </tr>
  );
}

function ShortcutsSettingsForm({ initial }: { initial: GameShortcuts }) {
  const { t } = useTranslation();
  const update = useUpdateShortcutsSetting();
  const canWrite = useCan('settings.write');
  const form = useShortcutsForm(initial, !canWrite);
  // The gateway names a shortcut's row, not its input: its words go to the form's alert.
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: (value: ShortcutsForm) => update.mutateAsync(formToShortcuts(value)),
    toValues: (value) => value,
  });
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <FormTableSection
        title={t('settings.shortcuts.tableTitle')}
        description={t('settings.shortcuts.tableDescription')}
        caption={t('settings.shortcuts.tableTitle')}
        columns={[
          t('settings.shortcuts.shortcut'),
          t('settings.shortcuts.kind'),
          t('settings.shortcuts.category'),
          t('settings.shortcuts.vassalage'),
          t('settings.shortcuts.classify'),
          t('settings.shortcuts.name'),
        ]}
      >
        {GAME_SHORTCUTS.map((shortcut) => (
          <ShortcutRow key={shortcut} form={form} shortcut={shortcut} />
        ))}
      </FormTableSection>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** The game shortcuts of spec section 2: where `/down`, `/rou`, `/jp`, ... lead members. */
export function ShortcutsSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.shortcuts.title')}
      description={t('settings.shortcuts.description')}
      query={useShortcutsSetting()}
    >
      {(value) => <ShortcutsSettingsForm initial={value} />}
    </SettingPage>
  );
}
