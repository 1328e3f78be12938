import { z } from 'zod';
import { itemEnvelope, nameText, uuidSchema } from './common';

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

export const emailSchema = z
  .string({ message: 'email is required' })
  .trim()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ message: 'email must be a valid email address' }));

export const passwordSchema = z
  .string({ message: 'password is required' })
  .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`);

export const phoneSchema = z
  .string({ message: 'phone must be text' })
  .trim()
  .max(32, 'phone must be at most 32 characters')
  .regex(/^[+\d][\d\s().-]{5,31}$/, 'phone must be a valid phone number');

export const signUpBodySchema = z.object({
  role: signUpRoleSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: nameText('firstName'),
  lastName: nameText('lastName'),
  phone: phoneSchema.optional(),
  companyName: nameText('companyName').optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'password is required' })
    .min(1, 'password is required')
    .max(PASSWORD_MAX),
});
export const providerSignInSchema = z.object({
  provider: z.literal('google', { message: 'provider must be google' }),
  accessToken: z.string().min(1, 'accessToken is required').max(4096),
  role: signUpRoleSchema.optional(),
});
export const signInBodySchema = z.union([providerSignInSchema, passwordSignInSchema]);
export type PasswordSignInBody = z.infer<typeof passwordSignInSchema>;
export type ProviderSignInBody = z.infer<typeof providerSignInSchema>;
export type SignInBody = z.infer<typeof signInBodySchema>;

export const userSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatarFileId: uuidSchema.nullable(),
  maintenancePlanId: uuidSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = itemEnvelope(
  z.object({ accessToken: z.string(), user: userSchema }),
);
export type AuthResult = z.infer<typeof authResultSchema>;
export const userEnvelopeSchema = itemEnvelope(userSchema);

export const updateProfileBodySchema = z
  .object({
    firstName: nameText('firstName'),
    lastName: nameText('lastName'),
    phone: phoneSchema.nullable(),
    avatarFileId: uuidSchema.nullable(),
    currentPassword: z.string().min(1, 'currentPassword is required').max(PASSWORD_MAX),
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

export const IDENTITY_PROVIDER_SCOPE = 'openid email profile';
/** What a browser needs to start the OAuth 2.0 implicit flow at a configured identity provider. */
export const identityProviderSchema = z.object({
  id: providerSignInSchema.shape.provider,
  name: z.string(),
  authorizationEndpoint: z.string(),
  clientId: z.string(),
  scope: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;
export const identityProvidersEnvelopeSchema = z.object({ data: z.array(identityProviderSchema) });
export type IdentityProviders = z.infer<typeof identityProvidersEnvelopeSchema>;
