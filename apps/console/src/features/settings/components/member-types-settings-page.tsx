import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { memberTypesSettingSchema, type MemberTypesSetting } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { useMemberTypesQuery } from '../../../shared/api/get-member-types.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { ChipInput } from '../../../shared/ui/chip-input.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useUpdateMemberTypes } from '../api/member-types-setting.ts';
import { SaveBar } from './save-bar.tsx';
import { useSettingForm } from './use-setting-form.ts';
import '../settings.css';

/** The lists as the chips hold them: each type as typed text. */
interface MemberTypesFormValues {
  agentTypes: string[];
  trialTypes: string[];
}

const LISTS = ['agentTypes', 'trialTypes'] as const;

const toValues = (setting: MemberTypesSetting): MemberTypesFormValues => ({
  agentTypes: setting.agentTypes.map(String),
  trialTypes: setting.trialTypes.map(String),
});

/** The contract's rules over the typed numbers; a type in both lists is flagged under the trial list. */
const memberTypesFormSchema = z.preprocess((values) => {
  const typed = values as MemberTypesFormValues;
  return { agentTypes: typed.agentTypes.map(Number), trialTypes: typed.trialTypes.map(Number) };
}, memberTypesSettingSchema) as unknown as z.ZodType<MemberTypesSetting, MemberTypesFormValues>;

const typeSchema = z.coerce.number().int().min(1).max(999);

function MemberTypesForm({ initial }: { initial: MemberTypesSetting }) {
  const { t } = useTranslation();
  const update = useUpdateMemberTypes();
  const canWrite = useCan('settings.write');
  const form = useForm({
    resolver: useContractResolver(memberTypesFormSchema),
    defaultValues: toValues(initial),
    disabled: !canWrite,
  });
  const { errors } = form.formState;
  const { onSubmit, saveBar } = useSettingForm({
    form,
    save: update.mutateAsync,
    toValues,
    placeField: (key) => LISTS.find((list) => list === key),
  });
  return (
    <form className="settings-form" noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.memberTypes.listsTitle')}
        description={t('settings.memberTypes.listsDescription')}
      >
        <div className="grid grid--two">
          {LISTS.map((list) => (
            <Controller
              key={list}
              control={form.control}
              name={list}
              render={({ field }) => (
                <ChipInput
                  label={t(`settings.memberTypes.${list}`)}
                  hint={t(`settings.memberTypes.${list}Hint`)}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={field.disabled}
                  error={errors[list]?.message}
                  parse={(text) => {
                    const parsed = typeSchema.safeParse(text);
                    return parsed.success
                      ? { ok: true, value: String(parsed.data) }
                      : { ok: false, message: t('settings.memberTypes.typeInvalid', { text }) };
                  }}
                />
              )}
            />
          ))}
        </div>
        <p className="muted">{t('settings.memberTypes.memberNote')}</p>
      </Section>
      <SaveBar {...saveBar} />
    </form>
  );
}

/** Which member types are agents and which trial accounts (spec section 3). */
export function MemberTypesSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('settings.memberTypes.title')}
      description={t('settings.memberTypes.description')}
      query={useMemberTypesQuery(true)}
    >
      {(value) => <MemberTypesForm initial={value} />}
    </SettingPage>
  );
}
