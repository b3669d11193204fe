import { useEffect } from 'react';
import { startAppInstallAfterLoad } from '../shared/lib/start-app-install.ts';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';
import { StatusGate } from './status-gate.tsx';

export function App({ router }: { router: AppRouter }) {
  useEffect(startAppInstallAfterLoad, []);
  return (
    <AppProvider>
      <StatusGate router={router} />
    </AppProvider>
  );
}
