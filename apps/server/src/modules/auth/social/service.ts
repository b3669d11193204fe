import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import {
  MEMBER_TYPE,
  SOCIAL_TICKET_MINUTES,
  validationText,
  type LoginResult,
  type SocialIdentity,
  type SocialProvider,
  type socialLinkRequestSchema,
  type socialRegisterRequestSchema,
} from '@platform/contract';
import type { SocialProviderConfig } from '../../../config.ts';
import type { Database } from '../../../platform/db/client.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import { hashPassword } from '../../../platform/crypto/passwords.ts';
import { createToken, sha256 } from '../../../platform/crypto/tokens.ts';
import { UsernameTakenError, type MemberRow, type MembersService } from '../../members/service.ts';
import type { DownlinesService } from '../../downlines/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { AuthService, RequestContext } from '../service.ts';
import { SESSION_KIND, memberIdentities, oauthStates, socialTickets } from '../tables.ts';

/** How long a person may take at the provider between the start and the callback. */
export const OAUTH_STATE_MINUTES = 10;
const SCOPE = 'openid email profile';
/** Issuers on the machine itself may speak plain HTTP (the local test provider); all others need TLS. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Digits added to a made-up username that is taken; a few attempts before giving up. */
const USERNAME_SUFFIX_DIGITS = 4;
const USERNAME_ATTEMPTS = 6;

export type SocialIntent = 'LOGIN' | 'LINK';

/** Talking to the provider failed (discovery, token exchange, ID token checks); the cause is for the log. */
export class SocialProviderError extends Error {
  constructor(cause: unknown) {
    super('social provider request failed', { cause });
    this.name = 'SocialProviderError';
  }
}

/** What the callback did: a ticket for the `/oauth` page, or an identity linked to the member. */
export type SocialCallbackOutcome = { kind: 'TICKET'; ticket: string } | { kind: 'LINKED'; provider: string };

type LinkInput = z.output<typeof socialLinkRequestSchema>;
type RegisterInput = z.output<typeof socialRegisterRequestSchema>;
type TicketRow = typeof socialTickets.$inferSelect;

const randomDigits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

/**
 * Usernames for a new account, by the username rule (a letter first, then letters and digits,
 * within the operator's length): the email's local part or the name, then with random digits.
 */
const usernameCandidates = (source: string, rule: { minLength: number; maxLength: number }): string[] => {
  const cleaned = source
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const base = /^[a-z]/.test(cleaned) ? cleaned : `m${cleaned}`;
  const max = Math.max(rule.maxLength, 1);
  const fit = (candidate: string) => {
    let fitted = candidate.slice(0, max);
    while (fitted.length < rule.minLength) fitted += randomDigits(1);
    return fitted;
  };
  const head = base.slice(0, Math.max(1, max - USERNAME_SUFFIX_DIGITS));
  const suffixed = Array.from({ length: USERNAME_ATTEMPTS - 1 }, () =>
    fit(`${head}${randomDigits(USERNAME_SUFFIX_DIGITS)}`),
  );
  return base.length >= rule.minLength ? [fit(base), ...suffixed] : suffixed;
};

const claimText = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

export type SocialService = ReturnType<typeof createSocialService>;

/**
 * Social login with OpenID Connect providers (authorization code flow with PKCE, state and nonce).
 * The callback hands the identity to the web page through a one-time ticket; the ticket then logs
 * in a linked member, links an existing account (with its password) or creates a new one.
 */
export const createSocialService = ({
  db,
  providers,
  auth,
  members,
  downlines,
  system,
}: {
  db: Database;
  providers: SocialProviderConfig[];
  auth: AuthService;
  members: MembersService;
  downlines: Pick<DownlinesService, 'resolve'>;
  system: SystemService;
}) => {
  /** Discovery once per provider; a failed one is forgotten so the next sign-in tries again. */
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  const providerOf = (id: string) => providers.find((provider) => provider.id === id);

  const requireProvider = (id: string): SocialProviderConfig => {
    const provider = providerOf(id);
    if (!provider) throw new AppError('not_found');
    return provider;
  };

  const configurationOf = (provider: SocialProviderConfig): Promise<oidc.Configuration> => {
    let configuration = configurations.get(provider.id);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      const isLoopback = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      configuration = oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        isLoopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      configurations.set(provider.id, configuration);
      configuration.catch(() => configurations.delete(provider.id));
    }
    return configuration.catch((error: unknown) => {
      throw new SocialProviderError(error);
    });
  };

  /** The member a provider's subject is linked to. */
  const ownerOf = async (provider: string, subject: string): Promise<number | undefined> => {
    const [row] = await db
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)));
    return row?.memberId;
  };

  /**
   * Links the subject to the member. Linking it again to the same member changes nothing; a
   * subject of another member, or a second account of the same provider, is refused.
   */
  const link = async (memberId: number, provider: string, subject: string, email: string | null) => {
    const [inserted] = await db
      .insert(memberIdentities)
      .values({ memberId, provider, subject, email })
      .onConflictDoNothing()
      .returning({ id: memberIdentities.id });
    if (inserted) return;
    const owner = await ownerOf(provider, subject);
    if (owner === memberId) return;
    throw new AppError(owner === undefined ? 'social_login_failed' : 'social_account_linked_elsewhere');
  };

  /** A ticket that is unused, unexpired and of a provider still configured. */
  const liveTicket = async (ticket: string): Promise<TicketRow> => {
    const [row] = await db
      .select()
      .from(socialTickets)
      .where(
        and(
          eq(socialTickets.ticketHash, sha256(ticket)),
          isNull(socialTickets.usedAt),
          gt(socialTickets.expiresAt, sql`now()`),
        ),
      );
    if (!row || !providerOf(row.provider)) throw new AppError('social_login_failed');
    return row;
  };

  /** Uses the ticket up; of two requests racing with one ticket only one gets through. */
  const claimTicket = async (row: TicketRow) => {
    const [claimed] = await db
      .update(socialTickets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(socialTickets.ticketHash, row.ticketHash), isNull(socialTickets.usedAt)))
      .returning({ ticketHash: socialTickets.ticketHash });
    if (!claimed) throw new AppError('social_login_failed');
  };

  const requireUnlinked = async (row: TicketRow) => {
    if ((await ownerOf(row.provider, row.subject)) !== undefined) {
      throw new AppError('social_account_linked_elsewhere');
    }
  };

  const openSocialSession = (member: MemberRow, ctx: RequestContext) =>
    auth.openSession(member, SESSION_KIND.MEMBER, ctx, { method: 'SOCIAL' });

  /** A new ordinary member whose username comes from the identity; taken names get digits. */
  const createMemberFor = async (
    row: TicketRow,
    extra: {
      parentId: number | null;
      type: number;
      affiliateCode: string | null;
      referralCode: string | null;
    },
    ctx: RequestContext,
  ): Promise<MemberRow> => {
    const { username: rule } = await system.getRegisterConfig();
    const source = row.email?.split('@')[0] ?? row.name ?? '';
    // Nobody knows this password: the account logs in through the provider until one is set.
    const passwordHash = await hashPassword(createToken());
    for (const username of usernameCandidates(source, rule)) {
      try {
        return await members.createMember({
          username,
          passwordHash,
          type: extra.type,
          language: ctx.language,
          email: row.email,
          parentId: extra.parentId,
          registeredWithAffiliateCode: extra.affiliateCode,
          registeredWithReferralCode: extra.referralCode,
          registerIp: ctx.ip,
          registerDeviceId: ctx.deviceId ?? null,
        });
      } catch (error) {
        if (!(error instanceof UsernameTakenError)) throw error;
      }
    }
    throw new AppError('social_login_failed');
  };

  return {
    /** The member's linked identities, in the order they were linked. */
    listIdentities: (memberId: number) =>
      db
        .select({ provider: memberIdentities.provider, createdAt: memberIdentities.createdAt })
        .from(memberIdentities)
        .where(eq(memberIdentities.memberId, memberId))
        .orderBy(memberIdentities.id),

    /** Unlinks one of the member's identities; false when the member has none with that provider. */
    unlinkIdentity: async (memberId: number, provider: string): Promise<boolean> => {
      const [removed] = await db
        .delete(memberIdentities)
        .where(and(eq(memberIdentities.memberId, memberId), eq(memberIdentities.provider, provider)))
        .returning({ id: memberIdentities.id });
      return removed !== undefined;
    },

    /** The configured providers, for the login modal's buttons. */
    listProviders: (): SocialProvider[] => providers.map(({ id, name }) => ({ id, name })),

    /**
     * The provider's authorization URL for a new sign-in, and its state for the browser to keep.
     * State, nonce and PKCE verifier are kept until the callback (the state only as SHA-256); LINK
     * remembers the member who asked.
     */
    start: async (
      providerId: string,
      input: { intent: SocialIntent; memberId: number | null; redirectUri: string },
    ): Promise<{ url: string; state: string }> => {
      const provider = requireProvider(providerId);
      const configuration = await configurationOf(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await db.insert(oauthStates).values({
        stateHash: sha256(state),
        provider: provider.id,
        codeVerifier,
        nonce,
        intent: input.intent,
        memberId: input.intent === 'LINK' ? input.memberId : null,
        expiresAt: sql`now() + make_interval(mins => ${OAUTH_STATE_MINUTES})`,
      });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: input.redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },

    /**
     * The provider's redirect back (`currentUrl` is the full callback URL). The state works once and
     * only for the provider it was made for; the code is exchanged with the stored verifier and the
     * ID token's nonce checked. Email is kept only when the provider says it is verified.
     */
    callback: async (providerId: string, currentUrl: URL): Promise<SocialCallbackOutcome> => {
      const provider = providerOf(providerId);
      const state = currentUrl.searchParams.get('state');
      if (!provider || !state) throw new AppError('social_login_failed');
      const [pending] = await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.stateHash, sha256(state)),
            eq(oauthStates.provider, provider.id),
            gt(oauthStates.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!pending) throw new AppError('social_login_failed');

      const configuration = await configurationOf(provider);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new SocialProviderError(error);
      }
      if (!claims) throw new AppError('social_login_failed');
      const subject = claims.sub;
      const email = claims.email_verified === true ? claimText(claims.email, 255) : null;
      const name = claimText(claims.name, 100);

      if (pending.intent === 'LINK') {
        if (pending.memberId === null) throw new AppError('social_login_failed');
        await link(pending.memberId, provider.id, subject, email);
        return { kind: 'LINKED', provider: provider.id };
      }
      const ticket = createToken();
      await db.delete(socialTickets).where(lt(socialTickets.expiresAt, sql`now()`));
      await db.insert(socialTickets).values({
        ticketHash: sha256(ticket),
        provider: provider.id,
        subject,
        email,
        name,
        expiresAt: sql`now() + make_interval(mins => ${SOCIAL_TICKET_MINUTES})`,
      });
      return { kind: 'TICKET', ticket };
    },

    /**
     * Logs in the member linked to the ticket's identity; the ticket then works no more. Not linked:
     * `social_account_not_linked` with who signed in, and the ticket stays usable to link or register.
     */
    login: async (ticket: string, ctx: RequestContext): Promise<LoginResult> => {
      const row = await liveTicket(ticket);
      const memberId = await ownerOf(row.provider, row.subject);
      if (memberId === undefined) {
        const identity: SocialIdentity = {
          ticket,
          provider: row.provider,
          providerName: providerOf(row.provider)?.name ?? row.provider,
          email: row.email,
          name: row.name,
        };
        throw new AppError('social_account_not_linked', { value: identity });
      }
      const member = await members.findById(memberId);
      if (!member) throw new AppError('social_login_failed');
      await auth.assertCanLogIn(member);
      await claimTicket(row);
      return openSocialSession(member, ctx);
    },

    /**
     * Links the ticket's identity to an existing account once its password is right (the password
     * login's checks: wrong passwords count toward the lockout), then logs in.
     */
    linkWithPassword: async (input: LinkInput, ctx: RequestContext): Promise<LoginResult> => {
      const row = await liveTicket(input.ticket);
      await requireUnlinked(row);
      const member = await auth.verifyMemberPassword(input.username, input.password, ctx);
      await auth.assertCanLogIn(member);
      await claimTicket(row);
      await link(member.id, row.provider, row.subject, row.email);
      return openSocialSession(member, ctx);
    },

    /** A new ordinary member for the ticket's identity (terms accepted), linked and logged in. */
    register: async (input: RegisterInput, ctx: RequestContext): Promise<LoginResult> => {
      if (!input.terms) throw fieldError({ terms: validationText('termsRequired', ctx.language) });
      const row = await liveTicket(input.ticket);
      await requireUnlinked(row);
      const config = await system.getRegisterConfig();
      const affiliateCode =
        config.affiliateCode.enabled && input.affiliateCode ? input.affiliateCode.trim().toUpperCase() : null;
      const affiliate = affiliateCode ? await downlines.resolve(affiliateCode) : undefined;
      if (affiliateCode && !affiliate) throw new AppError('invitation_code_error');
      await claimTicket(row);
      const member = await createMemberFor(
        row,
        {
          parentId: affiliate?.upline.id ?? null,
          type: affiliate?.type ?? MEMBER_TYPE.MEMBER,
          affiliateCode,
          referralCode: input.referralCode || null,
        },
        ctx,
      );
      await link(member.id, row.provider, row.subject, row.email);
      return openSocialSession(member, ctx);
    },
  };
};
