import { z } from 'zod';
import { itemEnvelope, lineText, nameText, secretText, uuidSchema } from './common';
import { phoneSchema } from './phone';

export const ROLES = ['resident', 'vendor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const SIGN_UP_ROLES = ['resident', 'vendor'] as const;
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES, {
  message: 'role must be resident or vendor',
});
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const emailSchema = lineText('email', 254, { trim: true }).pipe(
  z.email({ message: 'email must be a valid email address' }),
);

export const passwordSchema = lineText('password', PASSWORD_MAX).min(
  PASSWORD_MIN,
  `password must be at least ${PASSWORD_MIN} characters`,
);

export const signUpBodySchema = z.object({
  role: signUpRoleSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: nameText('firstName'),
  lastName: nameText('lastName'),
  phone: phoneSchema.optional(),
  companyName: nameText('companyName').optional(),
  acceptTerms: z
    .literal(true, { message: 'acceptTerms must be true: accept the terms and the privacy policy' })
    .optional()
    .describe('The person accepted the terms of service and the privacy policy; false is refused'),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: secretText('password', PASSWORD_MAX),
});
/** Sign-in takes an email and a password; third-party sign-in runs through `/auth/oidc/*`. */
export const signInBodySchema = passwordSignInSchema;
export type PasswordSignInBody = z.infer<typeof passwordSignInSchema>;
export type SignInBody = PasswordSignInBody;

export const userSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatarFileId: uuidSchema.nullable(),
  maintenancePlanId: uuidSchema.nullable(),
  /** True once the person opened the link mailed to this address. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = itemEnvelope(
  z.object({ accessToken: z.string(), user: userSchema }),
);
export type AuthResult = z.infer<typeof authResultSchema>;
export const userEnvelopeSchema = itemEnvelope(userSchema);
/** `GET /auth`: the user, with how many messages of their jobs' conversations they have not read. */
export const currentUserEnvelopeSchema = itemEnvelope(
  userSchema.extend({ unreadMessages: z.number().int() }),
);
export type CurrentUser = z.infer<typeof currentUserEnvelopeSchema>['data'];

export const updateProfileBodySchema = z
  .object({
    firstName: nameText('firstName'),
    lastName: nameText('lastName'),
    phone: phoneSchema.nullable(),
    avatarFileId: uuidSchema.nullable(),
    currentPassword: secretText('currentPassword', PASSWORD_MAX),
    newPassword: passwordSchema,
  })
  .partial()
  .refine((b) => (b.newPassword === undefined) === (b.currentPassword === undefined), {
    message: 'currentPassword and newPassword must be sent together',
    path: ['newPassword'],
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'send at least one field to change' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const chooseMaintenancePlanBodySchema = z.object({
  data: z.object({ maintenancePlanId: uuidSchema }, { message: 'data must be an object' }),
});
export type ChooseMaintenancePlanBody = z.infer<typeof chooseMaintenancePlanBodySchema>;

export const IDENTITY_PROVIDER_IDS = ['google'] as const;
export const identityProviderIdSchema = z.enum(IDENTITY_PROVIDER_IDS);
export type IdentityProviderId = z.infer<typeof identityProviderIdSchema>;

/**
 * A configured identity provider. The browser starts signing in by navigating to `startUrl`
 * (adding `?role=resident|vendor` for an account it may create); the API runs the OpenID
 * Connect authorization code flow with PKCE and sends the browser back signed in, or to
 * `/sign-in` with a `#provider-error=` or `#provider-link=` fragment.
 */
export const identityProviderSchema = z.object({
  id: identityProviderIdSchema,
  name: z.string(),
  startUrl: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;
export const identityProvidersEnvelopeSchema = z.object({ data: z.array(identityProviderSchema) });
export type IdentityProviders = z.infer<typeof identityProvidersEnvelopeSchema>;

export const providerParamsSchema = z.object({ provider: identityProviderIdSchema });
export const providerStartQuerySchema = z.object({
  role: signUpRoleSchema.default('resident'),
});
/** What the provider sends back: a code and the state, or an error; other parameters pass. */
export const providerCallbackQuerySchema = z.looseObject({
  code: lineText('code', 4096).optional(),
  state: lineText('state', 1024).optional(),
  error: lineText('error', 200).optional(),
});

/**
 * Why a third-party sign-in did not finish, as `#provider-error=<reason>` on `/sign-in`:
 * `cancelled` (at the provider), `unverified_email`, `operator` (operators use their password),
 * `account_exists` (the email belongs to an account linked to another identity), `blocked` (an
 * operator blocked the account), `expired`
 * (the attempt took too long or was replayed), `failed` (anything else).
 */
export const PROVIDER_SIGN_IN_ERRORS = [
  'cancelled',
  'unverified_email',
  'operator',
  'account_exists',
  'blocked',
  'expired',
  'failed',
] as const;
export type ProviderSignInError = (typeof PROVIDER_SIGN_IN_ERRORS)[number];

/**
 * Linking a provider identity to an account that has a password: the person proves the
 * password once with the ticket the sign-in sent back (`#provider-link=<ticket>`).
 */
export const linkProviderBodySchema = z.object({
  ticket: secretText('ticket', 4096),
  password: secretText('password', PASSWORD_MAX),
});
export type LinkProviderBody = z.infer<typeof linkProviderBodySchema>;
