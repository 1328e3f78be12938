/** The query parameter that carries a private page's address through /home and sign-in. */
export const RETURN_PARAM = 'returnTo';

/** A path inside this site, or null: never another origin (`//host`, `/\host`, `https:`). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** `path?returnTo=<where>`, when there is somewhere to go back to. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}
