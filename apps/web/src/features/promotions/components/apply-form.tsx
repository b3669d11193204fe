import { useCallback, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  UPLOAD_IMAGE_TYPES,
  errorMessage,
  promotionApplySchema,
  type Language,
} from '@platform/contract';
import { TextAreaField } from '@platform/ui/field.tsx';
import { Button } from '@platform/ui/button.tsx';
import { CloseIcon, PlusIcon } from '@platform/ui/icons.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { readImageFile } from '../../../shared/lib/image-file.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useApplyToPromotion } from '../api/take-part.ts';

const FIELDS = ['remark', 'images'] as const;

/** The contract's remark, and up to 3 pictures each checked by its bytes (png or jpg, at most 5 MB). */
const buildApplySchema = (language: Language) =>
  z.object({
    remark: promotionApplySchema.shape.remark,
    images: z
      .array(z.custom<File>((value) => value instanceof File))
      .max(APPLICATION_IMAGES_MAX)
      .transform(async (files, context) => {
        const images = await Promise.all(files.map(readImageFile));
        const checked = images.filter((image) => image !== undefined);
        if (checked.length !== files.length) {
          context.addIssue({ code: 'custom', message: errorMessage('upload_invalid_image', language) });
          return z.NEVER;
        }
        return checked;
      }),
  });

/** A chosen picture, shown from a `blob:` URL made when it mounts and released when it goes. */
function Preview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const source = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <li className="promo-apply__preview">
      <img ref={source} alt={label} />
      <button
        type="button"
        className="promo-apply__remove"
        aria-label={t('promotions.apply.remove', { name: label })}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/** The application of an APPLY promotion (spec sections 5 and 9): a remark and up to 3 pictures. */
export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const apply = useApplyToPromotion();
  const picker = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => buildApplySchema(language), [language]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: useContractResolver(schema),
    defaultValues: { remark: '', images: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const remark = useWatch({ control: form.control, name: 'remark' }) ?? '';
  const images = useWatch({ control: form.control, name: 'images' });

  const setImages = (next: File[]) =>
    form.setValue('images', next.slice(0, APPLICATION_IMAGES_MAX), { shouldValidate: true });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ id: promotionId, remark: values.remark, images: values.images });
      showToast(t('promotions.apply.sent'), 'success');
    } catch (error) {
      // What was typed and chosen stays; only the messages are added.
      applyServerErrors(form, error, t, FIELDS);
    }
  });

  return (
    <form className="form promo-apply" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <div className="promo-apply__remark">
        <TextAreaField
          label={t('promotions.apply.remark')}
          rows={3}
          maxLength={APPLICATION_REMARK_MAX}
          error={errors.remark?.message}
          {...form.register('remark')}
        />
        <p className="promo-apply__count">
          {t('promotions.apply.count', { count: remark.length, max: APPLICATION_REMARK_MAX })}
        </p>
      </div>
      <fieldset className="promo-apply__images">
        <legend className="field__label">{t('promotions.apply.images')}</legend>
        <p className="field__hint">{t('promotions.apply.imagesHint', { max: APPLICATION_IMAGES_MAX })}</p>
        <ul className="promo-apply__previews">
          {images.map((file, index) => (
            <Preview
              key={`${file.name}-${index}`}
              file={file}
              label={t('promotions.apply.image', { n: index + 1 })}
              onRemove={() => setImages(images.filter((_file, at) => at !== index))}
            />
          ))}
          {images.length < APPLICATION_IMAGES_MAX && (
            <li>
              <button type="button" className="promo-apply__add" onClick={() => picker.current?.click()}>
                <PlusIcon />
                {t('promotions.apply.addImage')}
              </button>
            </li>
          )}
        </ul>
        <input
          ref={picker}
          type="file"
          className="promo-apply__picker"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          multiple
          aria-label={t('promotions.apply.addImage')}
          onChange={(event) => {
            setImages([...images, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        {errors.images?.message !== undefined && (
          <p className="field__error" role="alert">
            {errors.images.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('promotions.apply.submit')}
      </Button>
    </form>
  );
}
