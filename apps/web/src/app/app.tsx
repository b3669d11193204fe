import { AppProvider } from './provider.tsx';
import { StatusGate } from './status-gate.tsx';

export function App() {
  return (
    <AppProvider>
      <StatusGate />
    </AppProvider>
  );
}
