import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@platform/design-tokens/tokens.css';
import '@platform/design-tokens/console.css';
import '@platform/ui/kit.css';
import { initTheme } from './shared/lib/theme.ts';
import { App } from './app/app.tsx';
import './styles.css';

initTheme();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
