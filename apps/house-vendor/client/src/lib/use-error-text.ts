import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

/** A failure in the player's language: every server code and the client's own have a message. */
export const useErrorText = () => {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string =>
      error instanceof ApiError ? t(`errors.${error.code}`) : t('errors.unreadable_answer'),
    [t],
  );
};
