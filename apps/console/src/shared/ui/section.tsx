import { useId, type ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';
import './section.css';

interface SectionProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card with a heading that names its region for assistive technology. */
export function Section({ title, description, actions, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <section className={cx('card', className)} aria-labelledby={titleId}>
      <div className="card__header">
        <div>
          <h2 id={titleId} className="card__title">
            {title}
          </h2>
          {description !== undefined && <p className="card__description">{description}</p>}
        </div>
        {actions !== undefined && <div className="card__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
