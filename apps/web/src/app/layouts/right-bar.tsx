import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { CloseIcon, HeadsetIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { openCustomerService } from '../../shared/lib/customer-service.ts';
import { CustomerServiceIcon } from './shell-icons.tsx';
import './shell.css';

/**
 * The right bar (spec section 2): the operator's customer-service channels (sales chat, WhatsApp,
 * Telegram...), each opening in the 440x750 window. A slim bar on the right edge of wide screens;
 * on phones one button that unfolds them. The layout shows it only when the operator has set a
 * channel, and keeps the content clear of it.
 */
export function RightBar() {
  const { t } = useTranslation();
  const entries = useSiteConfig().customerService;
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <aside
      ref={rootRef}
      className={cx('right-bar', isOpen && 'right-bar--open')}
      aria-label={t('shell.rightBar.label')}
    >
      <button
        type="button"
        className="right-bar__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={t('common.customerService')}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? <CloseIcon /> : <HeadsetIcon />}
      </button>
      <ul className="right-bar__list" id={listId}>
        {entries.map((entry, index) => (
          <li key={`${entry.csType}-${index}`}>
            <button
              type="button"
              className="right-bar__entry"
              title={entry.title}
              onClick={() => {
                setOpen(false);
                openCustomerService(entry);
              }}
            >
              <CustomerServiceIcon csType={entry.csType} />
              <span className="right-bar__label">{entry.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
