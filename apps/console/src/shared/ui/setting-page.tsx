import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from './page-header.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';

interface SettingPageProps<T> {
  title: string;
  description: string;
  query: UseQueryResult<T>;
  /** The form, given the setting as loaded; it keeps its own values from then on. */
  children: (value: T) => ReactNode;
}

/** A setting's page: its header, the loading or failed state, then its form given the loaded setting. */
export function SettingPage<T>({ title, description, query, children }: SettingPageProps<T>) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {query.data === undefined ? (
        <PageStatus error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
