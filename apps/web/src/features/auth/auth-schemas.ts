/**
 * What sign-in and the password reset need from zod, loaded after first paint (lib/deferred.ts):
 * the form resolvers, and the API client with the auth endpoints (their answers are parsed).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginFormSchema,
  resetEmailFormSchema,
  resetOtpFormSchema,
  resetPasswordFormSchema,
} from '@lwl/schemas';

export { authEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const loginResolver = zodResolver(loginFormSchema);
export const resetEmailResolver = zodResolver(resetEmailFormSchema);
export const resetOtpResolver = zodResolver(resetOtpFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
