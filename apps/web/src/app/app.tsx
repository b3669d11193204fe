import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';
import { StatusGate } from './status-gate.tsx';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <StatusGate router={router} />
    </AppProvider>
  );
}
