import { contractEndpoints, type ContractFlags } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';

/**
 * Nobody holds a contract yet: the contracts issue stores dividend and salary contracts and turns a
 * caller's flag on from its own. Until then the agent centre shows none of the contract pages.
 */
const NO_CONTRACTS: ContractFlags = {
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};

/** Dividend and salary contracts: for now the consolidated flags the agent centre's menu follows. */
export const registerContractRoutes = (route: Router) => {
  route(contractEndpoints.consolidated, () => NO_CONTRACTS);
};
