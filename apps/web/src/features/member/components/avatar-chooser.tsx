import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES, errorMessage } from '@platform/contract';
import { Button, buttonClass } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { CheckIcon, PlusIcon } from '@platform/ui/icons.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { readImageFile } from '../../../shared/lib/image-file.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { useChooseAvatarIcon } from '../api/choose-avatar-icon.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { MemberAvatar } from './member-avatar.tsx';
import './avatar-chooser.css';

/**
 * The choice of avatar (`/wps/member/info/icon`): one of the operator's icons, saved on a click, or
 * a picture of the member's own, checked here as the server checks it (png or jpg by its bytes, at
 * most 5 MB) before it is sent.
 */
function AvatarChooser({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const avatar = useAvatar();
  const choose = useChooseAvatarIcon();
  const upload = useUploadAvatar();
  const fileId = useId();
  const [failure, setFailure] = useState<string>();
  const isSaving = choose.isPending || upload.isPending;
  const saved = () => showToast(t('memberCenter.avatar.saved'), 'success');
  const failed = (error: unknown) => setFailure(errorText(error, t));

  const uploadFile = async (file: File) => {
    const image = await readImageFile(file);
    if (image === undefined) {
      setFailure(errorMessage('upload_invalid_image', language));
      return;
    }
    upload.mutate(image, { onSuccess: saved, onError: failed });
  };

  if (avatar.data === undefined) {
    return <PageStatus error={avatar.error} onRetry={() => void avatar.refetch()} />;
  }
  const { icons, iconId, avatarUrl } = avatar.data;
  return (
    <div className="avatar-chooser">
      <div className="avatar-chooser__current">
        <MemberAvatar url={avatarUrl} className="avatar-chooser__preview" iconSize={36} />
        <p>{t(avatarUrl === null ? 'memberCenter.avatar.none' : 'memberCenter.avatar.current')}</p>
      </div>
      <FormAlert message={failure} />
      <section aria-labelledby="avatar-chooser-icons">
        <h3 id="avatar-chooser-icons" className="avatar-chooser__heading">
          {t('memberCenter.avatar.icons')}
        </h3>
        {icons.length === 0 ? (
          <p className="avatar-chooser__empty">{t('memberCenter.avatar.noIcons')}</p>
        ) : (
          <ul className="avatar-chooser__grid">
            {icons.map((icon, index) => {
              const isChosen = icon.id === iconId;
              return (
                <li key={icon.id}>
                  <button
                    type="button"
                    className="avatar-chooser__icon"
                    aria-pressed={isChosen}
                    aria-label={t('memberCenter.avatar.icon', { n: index + 1 })}
                    disabled={isSaving}
                    onClick={() => {
                      setFailure(undefined);
                      if (!isChosen) choose.mutate(icon.id, { onSuccess: saved, onError: failed });
                    }}
                  >
                    <img src={icon.url} alt="" loading="lazy" />
                    {isChosen && <CheckIcon className="avatar-chooser__check" width={14} height={14} />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="avatar-chooser__upload" aria-labelledby="avatar-chooser-upload">
        <h3 id="avatar-chooser-upload" className="avatar-chooser__heading">
          {t('memberCenter.avatar.own')}
        </h3>
        <p className="field__hint">{t('memberCenter.avatar.uploadHint')}</p>
        <div>
          {/* The file input is the control (it takes focus and Enter); its label looks like a button. */}
          <input
            id={fileId}
            type="file"
            className="visually-hidden avatar-chooser__file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={isSaving}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a refusal.
              event.target.value = '';
              setFailure(undefined);
              if (file !== undefined) void uploadFile(file);
            }}
          />
          <label
            htmlFor={fileId}
            className={buttonClass({ variant: 'secondary' }, isSaving ? 'avatar-chooser__busy' : undefined)}
            aria-busy={upload.isPending || undefined}
          >
            <PlusIcon />
            {upload.isPending ? t('memberCenter.avatar.uploading') : t('memberCenter.avatar.upload')}
          </label>
        </div>
      </section>
      <div className="dialog__actions">
        <Button onClick={onDone}>{t('memberCenter.avatar.done')}</Button>
      </div>
    </div>
  );
}

/** The member centre's "Change avatar" button and the chooser it opens. */
export function ChangeAvatarButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('memberCenter.avatar.change')}
      </Button>
      {isOpen && (
        <Dialog title={t('memberCenter.avatar.title')} onClose={() => setOpen(false)}>
          <AvatarChooser onDone={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}
