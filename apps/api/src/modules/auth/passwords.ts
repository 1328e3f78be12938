import { hash, verify } from '@node-rs/argon2';
import { judgePassword } from '@homekeep/contracts/password-strength';
import { authErrors } from './auth.errors';

// argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash with the same parameters that no account has: verifying against it costs the same. */
const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$8bqqVX/qZCxKitpuBZ+5Bw$ZqMN5zzz4CsLHsrTv+v8EjZTSK9tWsZqcKqVUuVhMT8';

/**
 * Verifies a password. Without a stored hash (unknown email) it still spends the time of a real
 * verification, so response timing does not tell which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    await verify(UNKNOWN_ACCOUNT_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Refuses a password that is common, too guessable, or built on the product's name or the
 * person's own email and names (400 `auth.weak_password` on `field`, saying why).
 */
export function assertStrongPassword(
  field: string,
  password: string,
  appName: string,
  owner: PasswordOwner | undefined,
) {
  const context = [appName, owner?.email ?? '', owner?.firstName ?? '', owner?.lastName ?? ''];
  const { problem } = judgePassword(password, context);
  if (problem) throw authErrors.weakPassword(field, problem);
}
