import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createI18n } from './i18n/index.ts';
import { toLanguage } from './lib/launch.ts';
import '@platform/design-tokens/tokens.css';
import './styles/theme.css';
import './styles/app.css';
import './styles/games.css';
import './styles/lottery.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The platform passes the player's language; the session's own setting replaces it once it is open.
const i18n = createI18n(toLanguage(new URLSearchParams(window.location.search).get('language')));

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} pathname={window.location.pathname} />
  </StrictMode>,
);
