import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import type { SocialProviderConfig } from '../config.ts';

/** Who signs in at the test provider: the login form's fields. */
export interface TestOidcAccount {
  email: string;
  name?: string;
  /** Whether the provider vouches for the email (`email_verified`); true unless told. */
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, the issuer the platform discovers. */
  issuer: string;
  /** One `config.social` entry per client, for `createTestApp({ social })`. */
  providers: SocialProviderConfig[];
  /** The subject (`sub`) the provider gives the account with this email. */
  subjectOf(email: string): string;
  /**
   * Follows an authorization URL the way a browser would (with its own cookie jar), signs in with
   * the login form and answers the URL the provider sends the browser back to (the platform's callback).
   */
  signIn(authorizationUrl: string, account: TestOidcAccount): Promise<string>;
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';

const htmlEscape = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const loginPage = (clientId: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body>
<h1>Test provider</h1>
<p>Sign in to continue to ${htmlEscape(clientId)}.</p>
<form method="post" autocomplete="off">
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>Name <input name="name"></label></p>
<p><label><input name="emailVerified" type="checkbox" value="true" checked> Email verified</label></p>
<button type="submit">Sign in</button>
</form>
</body>
</html>`;

const readForm = async (request: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * A local OpenID Connect provider (oidc-provider) on a free loopback port, with one client per
 * social provider of the platform (default: LINE) and a minimal login form that takes any email.
 * Clients are native-type with loopback redirect URIs, so the platform's callback may listen on
 * any port of 127.0.0.1 or localhost (RFC 8252, section 7.3).
 */
export const startTestOidcProvider = async (
  options: { clients?: Array<{ id: string; name: string }> } = {},
): Promise<TestOidcProvider> => {
  const clients = (options.clients ?? [{ id: 'line', name: 'LINE' }]).map((client) => ({
    ...client,
    clientId: `${client.id}-client`,
    clientSecret: randomBytes(24).toString('base64url'),
  }));
  const accounts = new Map<string, Required<TestOidcAccount>>();
  const subjectOf = (email: string) =>
    createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);

  // The issuer names the port, so the server listens before the provider exists.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      application_type: 'native',
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: ['127.0.0.1', 'localhost'].map(
        (host) => `http://${host}/wps/oauth/${client.id}/callback`,
      ),
    })),
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The platform reads email and name from the ID token, as LINE and Google put them there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.name === '' ? {} : { name: account.name }),
        }),
      };
    },
  });
  const callback = provider.callback();

  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const details = await provider.interactionDetails(request, response);
      const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : '';
      // Native clients are always asked for consent; the test provider's clients are first-party.
      if (details.prompt.name === 'consent' && details.session) {
        const grant = new provider.Grant({ accountId: details.session.accountId, clientId });
        grant.addOIDCScope(SCOPE);
        const grantId = await grant.save();
        await provider.interactionFinished(request, response, { consent: { grantId } });
        return;
      }
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(clientId));
        return;
      }
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim();
      if (email === '') {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('email required');
        return;
      }
      const sub = subjectOf(email);
      accounts.set(sub, {
        email,
        name: (form.get('name') ?? '').trim(),
        emailVerified: form.get('emailVerified') === 'true',
      });
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response
        .writeHead(400, { 'content-type': 'text/plain' })
        .end(error instanceof Error ? error.message : 'interaction failed');
    }
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) void interact(request, response);
    else callback(request, response);
  });

  return {
    issuer,
    providers: clients.map((client) => ({
      id: client.id,
      name: client.name,
      issuer,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
    })),
    subjectOf,
    signIn: async (authorizationUrl, account) => {
      const jar = new Map<string, string>();
      const form = new URLSearchParams({ email: account.email, name: account.name ?? '' });
      if (account.emailVerified ?? true) form.set('emailVerified', 'true');
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url.href;
        const isLoginForm = url.pathname.startsWith('/interaction/');
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, {
          method: isLoginForm ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie,
            ...(isLoginForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(isLoginForm ? { body: form.toString() } : {}),
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          jar.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (location === null) {
          throw new Error(`The test provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('The test provider redirected too many times');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
