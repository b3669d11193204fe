import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureReferralCode } from './shared/lib/referral.ts';
import { initTheme } from './shared/lib/theme.ts';
import { App } from './app/app.tsx';
import { seedBootData } from './shared/api/boot-data.ts';
import { queryClient } from './shared/lib/query-client.ts';
import { getSession } from './shared/lib/session.ts';
import { applyLanguage, getLanguage, getStoredLanguage } from './i18n/index.ts';
import '@platform/design-tokens/tokens.css';
import '@platform/ui/kit.css';
import './styles.css';

initTheme();
captureReferralCode(window.location.search);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The stored language's texts are in place before the first render (English is its own file). The
// render takes its own task: evaluating the modules and drawing the page are two shorter turns of
// the main thread rather than one long one.
void applyLanguage(getStoredLanguage()).then(() => {
  setTimeout(() => {
    seedBootData(queryClient, { language: getLanguage(), isLoggedIn: getSession() !== null });
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
