import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { EyeIcon } from '@platform/ui/icons.tsx';
import { useDepositProof } from '../api/get-deposit-proof.ts';
import '../finance.css';

/**
 * Shows `blob` in the image from a `blob:` URL made when the image mounts and released when it
 * goes (a React 19 ref cleanup), so no receipt stays in memory after its dialog closes.
 */
const useBlobSource = (blob: Blob) =>
  useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );

function ProofImage({ blob, alt }: { blob: Blob; alt: string }) {
  return <img ref={useBlobSource(blob)} className="proof__image" alt={alt} />;
}

interface ProofDialogProps {
  depositId: number;
  orderNo: string;
  onClose: () => void;
}

/** The member's transfer receipt, loaded with the staff token when the dialog opens. */
function ProofDialog({ depositId, orderNo, onClose }: ProofDialogProps) {
  const { t } = useTranslation();
  const proof = useDepositProof(depositId);
  return (
    <Dialog title={t('finance.proof.title', { orderNo })} size="lg" onClose={onClose}>
      {proof.data === undefined ? (
        <PageStatus error={proof.error} onRetry={() => void proof.refetch()} />
      ) : (
        <div className="proof">
          <ProofImage blob={proof.data} alt={t('finance.proof.alt', { orderNo })} />
        </div>
      )}
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}

/** "View proof" in a queue row; the image opens in a dialog. */
export function DepositProofButton({ depositId, orderNo }: { depositId: number; orderNo: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('finance.proof.viewFor', { orderNo })}
        onClick={() => setOpen(true)}
      >
        <EyeIcon />
        {t('finance.proof.view')}
      </Button>
      {isOpen && <ProofDialog depositId={depositId} orderNo={orderNo} onClose={() => setOpen(false)} />}
    </>
  );
}
