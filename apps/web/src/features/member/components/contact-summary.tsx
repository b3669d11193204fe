import { useTranslation } from 'react-i18next';
import { Badge } from '@platform/ui/badge.tsx';
import { Details } from '../../../shared/ui/details.tsx';

interface ContactSummaryProps {
  label: string;
  /** The bound contact, masked by the gateway; null when none is bound. */
  contact: { masked: string; verified: boolean } | null;
  emptyText: string;
}

/** A bound mobile number or email address as the member sees it: masked, with its verified state. */
export function ContactSummary({ label, contact, emptyText }: ContactSummaryProps) {
  const { t } = useTranslation();
  return (
    <Details
      rows={[
        {
          label,
          value:
            contact === null ? (
              <span className="security-muted">{emptyText}</span>
            ) : (
              <span className="security-contact">
                <span className="security-contact__value">{contact.masked}</span>
                <Badge tone={contact.verified ? 'success' : 'warning'}>
                  {contact.verified ? t('securityCentre.verified') : t('securityCentre.unverified')}
                </Badge>
              </span>
            ),
        },
      ]}
    />
  );
}
