import type { HelpArticle } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import './help.css';

/** The legal licence modal: the operator's `licence` help article. */
export function LicenceDialog({ article, onClose }: { article: HelpArticle; onClose: () => void }) {
  return (
    <Dialog closesOnBackdrop title={article.title} size="lg" onClose={onClose}>
      <RichText className="help-centre__text" html={article.content} />
    </Dialog>
  );
}
