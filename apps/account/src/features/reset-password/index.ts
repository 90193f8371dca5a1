/** The reset-password feature: the form, its rules, texts and calls. */
export { resetTokenOf } from './reset-draft';
export { ResetPasswordForm } from './reset-password-form';
export { useResetPasswordT } from './reset-password-messages';
export { ResetPasswordApiProvider, useResetPasswordApi, type ResetPasswordApi } from './reset-password-services';
