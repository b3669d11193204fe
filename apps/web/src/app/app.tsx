import { useEffect } from 'react';
import { startAppInstallAfterLoad } from '../shared/lib/start-app-install.ts';
import { AppProvider } from './provider.tsx';
import { StatusGate } from './status-gate.tsx';
import { NetworkAlert } from '../shared/ui/network-alert.tsx';

export function App() {
  useEffect(startAppInstallAfterLoad, []);
  return (
    <AppProvider>
      <StatusGate />
      <NetworkAlert />
    </AppProvider>
  );
}
