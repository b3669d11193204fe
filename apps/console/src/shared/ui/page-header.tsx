import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Links or buttons at the right of the title (a back link, a create button). */
  actions?: ReactNode;
}

/** The page's one `<h1>`, a line about it, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description !== undefined && <p className="page-header__description">{description}</p>}
      </div>
      {actions !== undefined && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
