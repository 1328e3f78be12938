// The screens that links in mails open, loaded together as one chunk.
export { ForgotPasswordScreen } from './forgot-password-screen';
export { ResetPasswordScreen } from './reset-password-screen';
export { UnsubscribeScreen } from './unsubscribe-screen';
export { VerifyEmailScreen } from './verify-email-screen';
