/** Where the login returns to after a guard sent the person there: the router's location state. */
export interface LoginRedirectState {
  from: string;
}

/** The path a guard's location state names, if it names one. */
export const readLoginRedirect = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
    ? state.from
    : undefined;
