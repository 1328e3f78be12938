import * as client from 'openid-client';
import type {
  IdentityProvider,
  IdentityProviderId,
  LinkProviderBody,
  ProviderSignInError,
  SignUpRole,
} from '@homekeep/contracts/auth';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordAudit } from '../audit/audit.service';
import { authErrors } from './auth.errors';
import { findCredentialsByEmail, findUserByIdentity, linkIdentity } from './auth.repository';
import type { AuthDeps, Caller } from './auth-deps';
import { accountWithPassword, createAccount, startSession } from './auth.service';
import { openAttempt, openLinkTicket, sealAttempt, sealLinkTicket } from './provider-tickets';

const PROVIDER: IdentityProviderId = 'google';
const PROVIDER_NAME = 'Google';
const SCOPE = 'openid email profile';

export const providerStartPath = (provider: IdentityProviderId) =>
  `/api/v1/auth/oidc/${provider}/start`;
export const providerCallbackPath = (provider: IdentityProviderId) =>
  `/api/v1/auth/oidc/${provider}/callback`;

/** The providers a browser may sign in with: none unless configured and reachable. */
export async function listIdentityProviders(deps: AuthDeps): Promise<IdentityProvider[]> {
  const configuration = await deps.providerDiscovery.configurationOf(deps.config.oidc);
  if (!configuration) return [];
  return [{ id: PROVIDER, name: PROVIDER_NAME, startUrl: providerStartPath(PROVIDER) }];
}

/**
 * Starts the authorization code flow with PKCE: fresh state, nonce and code verifier, sealed
 * in the attempt the browser keeps (an HttpOnly cookie); answers where to send the browser.
 */
export async function startProviderSignIn(deps: AuthDeps, role: SignUpRole, origin: string) {
  const configuration = await deps.providerDiscovery.configurationOf(deps.config.oidc);
  if (!configuration) throw authErrors.providerNotConfigured();
  const verifier = client.randomPKCECodeVerifier();
  const attempt = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier,
    role,
    redirectUri: `${origin}${providerCallbackPath(PROVIDER)}`,
  };
  const location = client.buildAuthorizationUrl(configuration, {
    redirect_uri: attempt.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
  });
  const sealed = await sealAttempt(attempt, deps.config.jwtSecret, deps.clock.now());
  return { location: location.href, attempt: sealed };
}

/** How a provider sign-in ended, for the route to turn into a redirect. */
export type ProviderOutcome =
  | { kind: 'session'; accessToken: string; role: string }
  | { kind: 'link'; ticket: string; email: string }
  | { kind: 'refused'; reason: ProviderSignInError };

const refused = (reason: ProviderSignInError): ProviderOutcome => ({ kind: 'refused', reason });

interface VerifiedIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Exchanges the code at the provider (server to server, with the PKCE verifier) and checks the
 * ID token: its issuer, that its audience is our client id, its expiry and the nonce
 * (`openid-client`). Null, with the reason, when any of it fails.
 */
async function verifiedIdentity(
  deps: AuthDeps,
  callbackUrl: URL,
  sealedAttempt: string | undefined,
): Promise<VerifiedIdentity | ProviderSignInError> {
  if (callbackUrl.searchParams.get('error') === 'access_denied') return 'cancelled';
  const attempt = sealedAttempt
    ? await openAttempt(sealedAttempt, deps.config.jwtSecret, deps.clock.now())
    : null;
  if (!attempt) return 'expired';
  const configuration = await deps.providerDiscovery.configurationOf(deps.config.oidc);
  if (!configuration) return 'failed';
  const currentUrl = new URL(callbackUrl.search, attempt.redirectUri);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    return error instanceof client.AuthorizationResponseError && error.error === 'access_denied'
      ? 'cancelled'
      : 'failed';
  }
  if (!claims || typeof claims.email !== 'string') return 'failed';
  // Only a provider's explicit "verified" counts: missing is not verified.
  if (claims.email_verified !== true) return 'unverified_email';
  const name = typeof claims.name === 'string' ? claims.name.split(' ') : [];
  return {
    subject: claims.sub,
    email: claims.email,
    firstName:
      (typeof claims.given_name === 'string' && claims.given_name) ||
      name[0] ||
      claims.email.split('@')[0]!,
    lastName:
      (typeof claims.family_name === 'string' && claims.family_name) || name.slice(1).join(' '),
  };
}

/**
 * Finishes a sign-in at the provider. An identity already linked signs in; a new email makes a
 * new account of the role chosen at the start; an email that belongs to an account with a
 * password is never linked silently: the person gets a ticket and proves the password once.
 */
export async function finishProviderSignIn(
  deps: AuthDeps,
  callbackUrl: URL,
  sealedAttempt: string | undefined,
  caller: Caller,
): Promise<ProviderOutcome> {
  const identity = await verifiedIdentity(deps, callbackUrl, sealedAttempt);
  if (typeof identity === 'string') return refused(identity);
  const attempt = (await openAttempt(sealedAttempt!, deps.config.jwtSecret, deps.clock.now()))!;
  const session = (result: { accessToken: string; user: { role: string } }): ProviderOutcome => ({
    kind: 'session',
    accessToken: result.accessToken,
    role: result.user.role,
  });

  const linked = await findUserByIdentity(deps.db, PROVIDER, identity.subject);
  if (linked) {
    const { blockedAt, ...user } = linked;
    if (blockedAt) return refused('blocked');
    return session(await startSession(deps, user, caller));
  }

  const existing = await findCredentialsByEmail(deps.db, identity.email);
  if (existing?.role === 'admin') return refused('operator');
  if (existing?.blockedAt) return refused('blocked');
  if (existing && !existing.passwordHash) return refused('account_exists');
  if (existing) {
    const ticket = await sealLinkTicket(
      { provider: PROVIDER, subject: identity.subject, userId: existing.id, email: existing.email },
      deps.config.jwtSecret,
      deps.clock.now(),
    );
    return { kind: 'link', ticket, email: existing.email };
  }
  const user = await createAccount(
    deps.db,
    {
      email: identity.email,
      passwordHash: null,
      role: attempt.role,
      firstName: identity.firstName.slice(0, 200),
      lastName: identity.lastName.slice(0, 200),
      phone: null,
      identityProvider: PROVIDER,
      identitySubject: identity.subject,
      // The provider answers only verified addresses (else `unverified_email`).
      emailVerifiedAt: deps.clock.now(),
    },
    null,
  );
  return session(await startSession(deps, user, caller, 'auth.signed_up'));
}

/** Links the ticket's identity to its account once the account's password is proved. */
export async function linkProvider(deps: AuthDeps, body: LinkProviderBody, caller: Caller) {
  const ticket = await openLinkTicket(body.ticket, deps.config.jwtSecret, deps.clock.now());
  if (!ticket) throw authErrors.linkExpired();
  const user = await accountWithPassword(
    deps,
    { email: ticket.email, password: body.password },
    caller,
  );
  if (user.id !== ticket.userId) throw authErrors.linkExpired();
  await deps.db
    .transaction(async (tx) => {
      await linkIdentity(tx, user.id, ticket.provider, ticket.subject);
      await recordAudit(tx, {
        action: 'auth.provider_linked',
        at: deps.clock.now(),
        actorId: user.id,
        address: caller.address,
        details: { provider: ticket.provider },
      });
    })
    .catch((error: unknown) => {
      // The identity was linked to another account meanwhile.
      if (isUniqueViolation(error, 'users_identity_key')) throw authErrors.linkExpired();
      throw error;
    });
  return startSession(deps, user, caller);
}
