import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureReferralCode } from './shared/lib/referral.ts';
import { initTheme } from './shared/lib/theme.ts';
import { App } from './app/app.tsx';
import { seedBootData } from './shared/api/boot-data.ts';
import { seedBootGames } from './features/games/api/boot-games.ts';
import { queryClient } from './shared/lib/query-client.ts';
import { getSession } from './shared/lib/session.ts';
import { applyLanguage, getLanguage, getStoredLanguage } from './i18n/index.ts';
import '@platform/design-tokens/tokens.css';
import '@platform/design-tokens/web.css';
import '@platform/ui/kit.css';
import './styles.css';

initTheme();
captureReferralCode(window.location.search);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

/** Lets the browser run what waits (a tap, a paint) before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Start-up in steps, each its own turn of the main thread rather than one long one: the modules
// and the stored language's texts (English is its own file), then the page's boot data (with the
// lobby's first games), then the first render.
const start = async () => {
  await applyLanguage(getStoredLanguage());
  await nextTask();
  const games = seedBootData(queryClient, { language: getLanguage(), isLoggedIn: getSession() !== null });
  seedBootGames(queryClient, games, getLanguage());
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
void start();
