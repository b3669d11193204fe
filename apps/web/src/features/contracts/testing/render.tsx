import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import ja from '../i18n/ja.json';

i18n.addResourceBundle('ja', 'translation', ja, true, true);

/** A contract component with a fresh query cache and the feature's Japanese texts. */
export const renderWithClient = (element: ReactElement) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </QueryClientProvider>,
  );
};
