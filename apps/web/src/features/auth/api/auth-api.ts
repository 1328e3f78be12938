import type { AuthResult, PasswordSignInBody, SignUpBody } from '@homekeep/contracts/auth';
import { api } from '@/lib/api';

type Session = AuthResult['data'];

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Session, PasswordSignInBody>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      transformResponse: (response: AuthResult) => response.data,
      invalidatesTags: ['CurrentUser'],
    }),
    signUp: build.mutation<Session, SignUpBody>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
      transformResponse: (response: AuthResult) => response.data,
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useSignInMutation, useSignUpMutation } = authApi;
