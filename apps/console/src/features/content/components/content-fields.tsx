import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LINKAGE_TYPES, type LinkageType } from '@platform/contract';
import { localZone } from '../../../shared/lib/local-time.ts';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';

interface ScheduleFieldsProps {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError: string | undefined;
  endError: string | undefined;
}

/** When an entry shows: from and until, in the staff member's local time; either may stay open. */
export function ScheduleFields({ start, end, startError, endError }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-group">
      <legend className="form-group__legend">{t('content.fields.schedule')}</legend>
      <p className="muted">{t('content.fields.scheduleHint', { zone: localZone() })}</p>
      <div className="grid grid--pair">
        <TextField label={t('content.fields.startsAt')} type="datetime-local" error={startError} {...start} />
        <TextField label={t('content.fields.endsAt')} type="datetime-local" error={endError} {...end} />
      </div>
    </fieldset>
  );
}

interface LinkageFieldsProps {
  linkageType: LinkageType;
  linkage: UseFormRegisterReturn;
  url: UseFormRegisterReturn;
  linkageError: string | undefined;
  urlError: string | undefined;
}

/** What a click does: nothing, a page of the site, or an outside page; the link is asked for unless nothing. */
export function LinkageFields({ linkageType, linkage, url, linkageError, urlError }: LinkageFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid--pair">
      <SelectField
        label={t('content.fields.linkage')}
        error={linkageError}
        options={LINKAGE_TYPES.map((type) => ({ value: type, label: t(`content.linkage.${type}`) }))}
        {...linkage}
      />
      {linkageType !== 'NONE' && (
        <TextField
          label={t('content.fields.url')}
          isRequired
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          hint={
            linkageType === 'INTERNAL'
              ? t('content.fields.urlHintINTERNAL')
              : t('content.fields.urlHintEXTERNAL')
          }
          error={urlError}
          {...url}
        />
      )}
    </div>
  );
}

interface PublishFieldsProps {
  sortOrder: UseFormRegisterReturn;
  enabled: UseFormRegisterReturn;
  sortOrderError: string | undefined;
}

/** An entry's place in its list and whether it shows at all. */
export function PublishFields({ sortOrder, enabled, sortOrderError }: PublishFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid--pair content-publish">
      <TextField
        label={t('content.fields.sortOrder')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('content.fields.sortOrderHint')}
        error={sortOrderError}
        {...sortOrder}
      />
      <div className="content-publish__switch">
        <Checkbox isSwitch label={t('content.fields.enabled')} {...enabled} />
        <p className="field__hint">{t('content.fields.enabledHint')}</p>
      </div>
    </div>
  );
}
