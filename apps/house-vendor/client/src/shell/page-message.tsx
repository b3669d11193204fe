import type { ReactNode } from 'react';

/** A whole-page message: loading, an ended session, an unknown address. */
export function PageMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <main className="page-message">
      <div className="page-message__card" role="status">
        <h1 className="page-message__title">{title}</h1>
        {text !== undefined && <p className="page-message__text">{text}</p>}
        {children}
      </div>
    </main>
  );
}
