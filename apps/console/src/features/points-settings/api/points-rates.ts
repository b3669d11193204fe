import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsRatesAdminEndpoints as endpoints, type PointsRates } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const RATES_KEY = ['points', 'rates'] as const;

/** `GET /console-api/points/rates`: per valid bet per category, per deposit, and the purchase price. */
export const usePointsRates = () => useQuery({ queryKey: RATES_KEY, queryFn: () => call(endpoints.rates) });

/** `PUT /console-api/points/rates` (audited `points.rates`); answers the stored rates. */
export const useSavePointsRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRates) => call(endpoints.saveRates, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RATES_KEY }),
  }).mutateAsync;
};
