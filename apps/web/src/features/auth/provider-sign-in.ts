import type { IdentityProvider, ProviderSignInError, SignUpRole } from '@homekeep/contracts/auth';

/**
 * What the API put in the URL fragment when it sent the browser back to /sign-in after a
 * third-party sign-in that did not end signed in (a success goes straight to `/`).
 */
type ProviderAnswer =
  | { kind: 'error'; reason: ProviderSignInError | string }
  | { kind: 'link'; ticket: string; email: string }
  | { kind: 'none' };

/** Where the browser goes to sign in at a provider; the API runs the flow from there. */
export const providerStartUrl = (provider: IdentityProvider, role: SignUpRole) =>
  `${provider.startUrl}?role=${role}`;

export function readProviderAnswer(hash: string): ProviderAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const reason = params.get('provider-error');
  if (reason) return { kind: 'error', reason };
  const ticket = params.get('provider-link');
  if (ticket) return { kind: 'link', ticket, email: params.get('email') ?? '' };
  return { kind: 'none' };
}

const PROVIDER = 'Google';

/** The sentence shown for each reason a provider sign-in did not finish. */
export function providerErrorMessage(reason: string): string {
  switch (reason) {
    case 'cancelled':
      return `Sign-in with ${PROVIDER} was cancelled.`;
    case 'unverified_email':
      return `${PROVIDER} has not verified this email address, so it cannot sign you in here.`;
    case 'operator':
      return 'Operator accounts sign in with their email and password.';
    case 'account_exists':
      return 'This email belongs to an account that signs in another way. Sign in as you did before.';
    case 'blocked':
      return 'This account is blocked. Please contact us if you think this is a mistake.';
    case 'expired':
      return 'This sign-in took too long or was already used. Please start it again from this page.';
    default:
      return `Sign-in with ${PROVIDER} did not succeed. Please try again.`;
  }
}

/** A full navigation: the provider's sign-in page is not part of this app. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
