import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@platform/ui/logo.tsx';
import { PreferenceSwitches } from '../../../shared/ui/preference-switches.tsx';
import './auth-card.css';

/** The page around sign-in and the forced password change: the mark, a heading, one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-page__bar">
        <PreferenceSwitches />
      </div>
      <main className="auth-card">
        <Logo name={t('app.name')} size="lg" />
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
