/**
 * The part of oidc-provider (a test-only dependency without bundled types) that the local test
 * provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly Grant: {
      new (input: { accountId: string; clientId: string }): OidcGrant;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
