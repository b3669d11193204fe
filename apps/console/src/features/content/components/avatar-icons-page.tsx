import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarIconAdmin } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, TrashIcon } from '@platform/ui/icons.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import {
  useAddAvatarIcon,
  useAvatarIcons,
  useOrderAvatarIcons,
  useRemoveAvatarIcon,
} from '../api/avatar-icons.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { MediaImage } from './media-image.tsx';
import './avatar-icons-page.css';

/** The ids with the one at `from` moved to `to`. */
const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

/** The upload of a new icon: the image goes to the console's media, then is offered (roles with content.write). */
function AddIcon({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddAvatarIcon();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const fieldError = add.error instanceof ApiError ? add.error.fieldErrors.imageUrl : undefined;
  return (
    <Section title={t('content.avatarIcons.addTitle')} description={t('content.avatarIcons.imageHint')}>
      <FormAlert message={add.error && fieldError === undefined ? errorText(add.error, t) : undefined} />
      <ImageUploadField
        label={t('content.avatarIcons.image')}
        value={imageUrl}
        isUploadOnly
        error={fieldError}
        onChange={(url) => {
          add.reset();
          setImageUrl(url);
        }}
      />
      <div>
        <Button
          disabled={imageUrl === null}
          isBusy={add.isPending}
          onClick={() => {
            if (imageUrl === null) return;
            add.mutate(imageUrl, {
              onSuccess: () => {
                setImageUrl(null);
                onAdded();
              },
            });
          }}
        >
          <PlusIcon />
          {t('content.avatarIcons.add')}
        </Button>
      </div>
    </Section>
  );
}

/**
 * `/content/avatar-icons`: the icons members choose their avatar from (`/wps/member/info/icon`), in
 * the order members see them; staff with content.write add one by upload, move or remove them.
 * Every change is audited by the server.
 */
export function AvatarIconsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const icons = useAvatarIcons();
  const order = useOrderAvatarIcons();
  const remove = useRemoveAvatarIcon();
  const [removing, setRemoving] = useState<{ icon: AvatarIconAdmin; n: number } | null>(null);
  const [outcome, setOutcome] = useState<string>();

  const list = icons.data ?? [];
  const ids = list.map((icon) => icon.id);
  const move = (from: number, to: number) => {
    setOutcome(undefined);
    order.mutate(moved(ids, from, to), { onSuccess: () => setOutcome(t('content.avatarIcons.ordered')) });
  };

  return (
    <>
      <PageHeader title={t('content.avatarIcons.title')} description={t('content.avatarIcons.description')} />
      {outcome !== undefined && <Notice tone="success">{outcome}</Notice>}
      <FormAlert message={order.error ? errorText(order.error, t) : undefined} />
      {canWrite && <AddIcon onAdded={() => setOutcome(t('content.avatarIcons.added'))} />}
      <Section title={t('content.avatarIcons.list')}>
        {icons.data === undefined ? (
          <PageStatus error={icons.error} onRetry={() => void icons.refetch()} />
        ) : list.length === 0 ? (
          <p className="avatar-icons__empty">{t('content.avatarIcons.empty')}</p>
        ) : (
          <ol className="avatar-icons">
            {list.map((icon, index) => {
              const n = index + 1;
              return (
                <li key={icon.id} className="avatar-icons__item">
                  <MediaImage
                    className="avatar-icons__image"
                    url={icon.imageUrl}
                    alt={t('content.avatarIcons.iconAlt', { n })}
                    noneText={t('content.image.none')}
                    brokenText={t('content.image.broken')}
                  />
                  <span className="avatar-icons__position">{t('content.avatarIcons.position', { n })}</span>
                  <span className="avatar-icons__count">
                    {t('content.avatarIcons.memberCount', { count: icon.memberCount })}
                  </span>
                  {canWrite && (
                    <span className="avatar-icons__actions">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('content.avatarIcons.moveEarlier', { n })}
                        title={t('content.avatarIcons.moveEarlier', { n })}
                        disabled={index === 0 || order.isPending}
                        onClick={() => move(index, index - 1)}
                      >
                        <ChevronLeftIcon />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('content.avatarIcons.moveLater', { n })}
                        title={t('content.avatarIcons.moveLater', { n })}
                        disabled={index === list.length - 1 || order.isPending}
                        onClick={() => move(index, index + 1)}
                      >
                        <ChevronRightIcon />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('content.avatarIcons.removeNamed', { n })}
                        title={t('content.avatarIcons.removeNamed', { n })}
                        onClick={() => {
                          setOutcome(undefined);
                          remove.reset();
                          setRemoving({ icon, n });
                        }}
                      >
                        <TrashIcon />
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </Section>
      {removing !== null && (
        <ConfirmDialog
          title={t('content.avatarIcons.removeTitle')}
          confirmLabel={t('content.avatarIcons.remove')}
          variant="danger"
          isBusy={remove.isPending}
          alert={<FormAlert message={remove.error ? errorText(remove.error, t) : undefined} />}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.icon.id, {
              onSuccess: () => {
                setRemoving(null);
                setOutcome(t('content.avatarIcons.removed'));
              },
            })
          }
        >
          <MediaImage
            className="avatar-icons__image"
            url={removing.icon.imageUrl}
            alt={t('content.avatarIcons.iconAlt', { n: removing.n })}
            noneText={t('content.image.none')}
            brokenText={t('content.image.broken')}
          />
          <p>{t('content.avatarIcons.removeConfirm')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
