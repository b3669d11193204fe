import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { useUploadMedia } from '../api/upload-media.ts';
import { MediaImage } from './media-image.tsx';
import './image-upload-field.css';

interface ImageUploadFieldProps {
  /** The image's address: an upload (`/wps/media/...`), a site path or an http(s) address; null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  /** The form's message for the address (the contract's, or the server's field error). */
  error?: string | undefined;
  /** Only an upload, no address typed in: for images the platform must serve itself (avatar icons). */
  isUploadOnly?: boolean;
}

const isAcceptedType = (type: string) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * An operator image (banner, popup, team, avatar icon): a png or jpg uploaded to the server, or
 * (unless `isUploadOnly`) an address pasted in. The file is checked here first (type, at most 5 MB) and again by the server, by its
 * content; a broken image shows a clean placeholder rather than the browser's icon.
 */
export function ImageUploadField({
  value,
  onChange,
  label,
  error,
  isUploadOnly = false,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadMedia();
  const fieldId = useId();
  const fileId = `${fieldId}-file`;
  const urlId = `${fieldId}-url`;
  const messageId = `${fieldId}-message`;
  const [uploadError, setUploadError] = useState<string>();
  const message = uploadError ?? error;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (file === undefined) return;
    if (!isAcceptedType(file.type) || file.size === 0 || file.size > UPLOAD_MAX_BYTES) {
      setUploadError(errorMessage('upload_invalid_image', language));
      return;
    }
    setUploadError(undefined);
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) => setUploadError(errorText(failure, t)),
    });
  };

  return (
    <fieldset
      className={cx('image-upload', message !== undefined && 'field--invalid')}
      aria-describedby={message === undefined ? undefined : messageId}
    >
      <legend className="field__label">{label}</legend>
      <div className="image-upload__body">
        <div className="image-upload__preview">
          <MediaImage
            url={value}
            alt={t('content.image.preview', { label })}
            noneText={t('content.image.none')}
            brokenText={t('content.image.broken')}
          />
        </div>
        <div className="image-upload__controls">
          <div className="image-upload__actions">
            <input
              id={fileId}
              type="file"
              className="visually-hidden image-upload__file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              disabled={upload.isPending}
              onChange={chooseFile}
            />
            <label
              htmlFor={fileId}
              className={cx('btn', 'btn--secondary', 'btn--sm', upload.isPending && 'image-upload__busy')}
              aria-busy={upload.isPending || undefined}
            >
              {upload.isPending ? t('content.image.uploading') : t('content.image.upload')}
            </label>
            {value !== null && (
              <Button
                variant="ghost"
                size="sm"
                disabled={upload.isPending}
                onClick={() => {
                  setUploadError(undefined);
                  onChange(null);
                }}
              >
                {t('content.image.remove')}
              </Button>
            )}
          </div>
          {isUploadOnly ? (
            <p className="field__hint">{t('content.image.uploadHint')}</p>
          ) : (
            <div className="field">
              <label htmlFor={urlId} className="field__label">
                {t('content.image.url')}
              </label>
              <input
                id={urlId}
                className="field__input"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={500}
                value={value ?? ''}
                aria-invalid={message === undefined ? undefined : true}
                aria-describedby={message === undefined ? `${urlId}-hint` : messageId}
                onChange={(event) => {
                  setUploadError(undefined);
                  onChange(event.target.value === '' ? null : event.target.value);
                }}
              />
              <p id={`${urlId}-hint`} className="field__hint">
                {t('content.image.hint')}
              </p>
            </div>
          )}
        </div>
      </div>
      {message !== undefined && (
        <p id={messageId} className="field__error" role={uploadError === undefined ? undefined : 'alert'}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
