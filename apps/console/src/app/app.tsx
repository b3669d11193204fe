import { IconSizeContext } from '@platform/ui/icons.tsx';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { router } from './router.tsx';

/** The console's denser toolbars and tables draw icons at 18px (the member site's default is 20). */
const CONSOLE_ICON_SIZE = 18;

export function App() {
  return (
    <IconSizeContext value={CONSOLE_ICON_SIZE}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </IconSizeContext>
  );
}
