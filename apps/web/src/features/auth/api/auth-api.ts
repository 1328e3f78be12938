import type {
  AuthResult,
  IdentityProvider,
  IdentityProviders,
  LinkProviderBody,
  PasswordSignInBody,
  SignUpBody,
  UpdateProfileBody,
  User,
} from '@homekeep/contracts/auth';
import type { Item } from '@homekeep/contracts/common';
import type {
  MailDelivery,
  PasswordResetBody,
  PasswordResetConfirmBody,
  UnsubscribeResult,
  VerifyEmailBody,
} from '@homekeep/contracts/mail';
import { api, TAGS } from '@/lib/api';
import { sessionApi } from '@/lib/session-api';

type Session = AuthResult['data'];

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Session, PasswordSignInBody>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      // A refusal is said inside the form (sign-in and sign-up screens), not in a passing toast.
      extraOptions: { told: 'inline' },
      transformResponse: (response: AuthResult) => response.data,
      invalidatesTags: [TAGS.currentUser],
    }),
    linkProvider: build.mutation<Session, LinkProviderBody>({
      query: (body) => ({ url: '/auth/oidc/link', method: 'POST', body }),
      transformResponse: (response: AuthResult) => response.data,
      invalidatesTags: [TAGS.currentUser],
    }),
    getMailDelivery: build.query<MailDelivery, void>({
      query: () => '/auth/mail-delivery',
      transformResponse: (response: Item<MailDelivery>) => response.data,
    }),
    getIdentityProviders: build.query<IdentityProvider[], void>({
      query: () => '/auth/providers',
      transformResponse: (response: IdentityProviders) => response.data,
    }),
    signUp: build.mutation<Session, SignUpBody>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
      extraOptions: { told: 'inline' },
      transformResponse: (response: AuthResult) => response.data,
      invalidatesTags: [TAGS.currentUser],
    }),
    updateProfile: build.mutation<User, UpdateProfileBody>({
      query: (body) => ({ url: '/auth', method: 'PATCH', body }),
      // Both forms say a refusal themselves: in the field it is about, or above their button.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<User>) => response.data,
      // The answer is the new user: put it in the shared cache instead of asking again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        // The unread count stays as it was: the profile does not change it.
        if (user) {
          dispatch(
            sessionApi.util.updateQueryData('getCurrentUser', undefined, (current) => ({
              ...current,
              ...user,
            })),
          );
        }
      },
    }),
    requestPasswordReset: build.mutation<null, PasswordResetBody>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<null, PasswordResetConfirmBody>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
      // The screen says a refusal itself: a link that no longer works, or another problem.
      extraOptions: { told: 'inline' },
    }),
    verifyEmail: build.mutation<null, VerifyEmailBody>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      // Its screen says a refusal or a failure itself, with what to do next.
      extraOptions: { told: 'inline' },
      invalidatesTags: [TAGS.currentUser],
    }),
    resendVerification: build.mutation<null, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
    unsubscribe: build.mutation<UnsubscribeResult['data'], { token: string }>({
      query: (body) => ({ url: '/auth/unsubscribe', method: 'POST', body }),
      // Its screen says a refusal or a failure itself, with what to do next.
      extraOptions: { told: 'inline' },
      transformResponse: (response: UnsubscribeResult) => response.data,
    }),
  }),
});

export const {
  useGetMailDeliveryQuery,
  useGetIdentityProvidersQuery,
  useSignInMutation,
  useLinkProviderMutation,
  useSignUpMutation,
  useUpdateProfileMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useUnsubscribeMutation,
} = authApi;
