import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSignInSchema } from '@homekeep/contracts/auth';
import { withReadableErrors } from './readable-errors';

/** The sign-in form's checks: zod and the contract's schemas, loaded with the first check. */
export const signInResolver = withReadableErrors(zodResolver(passwordSignInSchema));
