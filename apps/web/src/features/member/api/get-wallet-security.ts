import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSecuritySchema, type WalletSecurity } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getWalletSecurity = (): Promise<WalletSecurity> =>
  api.get('/wps/member/security', walletSecuritySchema);

export const walletSecurityQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'security', token], queryFn: getWalletSecurity });

export const useWalletSecurity = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...walletSecurityQueryOptions(token), enabled: token !== '' });
};
