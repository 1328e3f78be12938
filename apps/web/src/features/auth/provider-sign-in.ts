import type { IdentityProvider, SignUpRole } from '@homekeep/contracts/auth';

/** What the browser keeps between leaving for the provider and coming back to /sign-in. */
export type ProviderAttempt = {
  state: string;
  role: SignUpRole;
  providerId: IdentityProvider['id'];
  providerName: string;
};

/** What the provider put in the URL fragment when it sent the browser back. */
export type ProviderAnswer =
  | { kind: 'token'; accessToken: string; state: string }
  | { kind: 'error'; error: string; state: string }
  | { kind: 'none' };

const ATTEMPT_KEY = 'providerSignIn';

export const providerRedirectUri = (origin: string) => `${origin}/sign-in`;

/** 128 random bits; getRandomValues works on plain-HTTP LAN addresses too, randomUUID does not. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function authorizationUrl(provider: IdentityProvider, redirectUri: string, state: string) {
  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

export function readProviderAnswer(hash: string): ProviderAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state') ?? '';
  const accessToken = params.get('access_token');
  if (accessToken) return { kind: 'token', accessToken, state };
  const error = params.get('error');
  if (error) return { kind: 'error', error, state };
  return { kind: 'none' };
}

export function rememberAttempt(attempt: ProviderAttempt): void {
  sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
}

/** The attempt in progress, if any; it is forgotten at once so it can be used only once. */
export function takeAttempt(): ProviderAttempt | null {
  const raw = sessionStorage.getItem(ATTEMPT_KEY);
  sessionStorage.removeItem(ATTEMPT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ProviderAttempt>;
    if (typeof value.state !== 'string' || !value.state) return null;
    return {
      state: value.state,
      role: value.role === 'vendor' ? 'vendor' : 'resident',
      providerId: 'google',
      providerName: typeof value.providerName === 'string' ? value.providerName : 'the provider',
    };
  } catch {
    return null;
  }
}

/** A full navigation: the provider's sign-in page is not part of this app. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
