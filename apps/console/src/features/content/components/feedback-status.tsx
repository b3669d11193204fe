import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';

/** Open feedback waits for a reply (the member was promised one within 24 hours); replied is done. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'OPEN' ? 'warning' : 'success'}>{t(`feedbackStatuses.${status}`)}</Badge>;
}
