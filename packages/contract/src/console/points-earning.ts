import { endpoint } from '../endpoint.ts';
import { pointsRatesSchema } from '../points/earning.ts';

/* The operator's points rates (console, issue 26 points earning): read and save (audited `points.rates`). */

const tags = ['console-points'];

export const pointsRatesAdminEndpoints = {
  rates: endpoint({
    method: 'GET',
    path: '/console-api/points/rates',
    tags,
    summary: 'The points rates: per valid bet per category, per deposit, and the purchase price',
    access: { staff: 'rewards.read' },
    response: pointsRatesSchema,
  }),
  saveRates: endpoint({
    method: 'PUT',
    path: '/console-api/points/rates',
    tags,
    summary: 'Save the points rates (audited `points.rates`); earning uses them from the next bucket opened',
    access: { staff: 'rewards.write' },
    body: pointsRatesSchema,
    response: pointsRatesSchema,
  }),
};
