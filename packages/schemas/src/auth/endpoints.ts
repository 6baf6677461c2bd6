import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import { logoutEndpoint } from './logout-endpoint.ts';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  verifyTokenRequestSchema,
} from './requests.ts';

export const authEndpoints = {
  'POST login': defineEndpoint({
    method: 'POST',
    path: 'login',
    auth: 'none',
    body: 'json',
    input: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 403, 413, 429],
    summary: 'Signs in with e-mail and password; answers the token, tier name, profile and photo.',
  }),
  'POST forgot-password': defineEndpoint({
    method: 'POST',
    path: 'forgot-password',
    auth: 'none',
    body: 'json',
    input: forgotPasswordRequestSchema,
    response: okMessageBody,
    errors: [400, 403, 413, 429],
    summary:
      'Sends a 6-digit OTP (valid 10 minutes) to the e-mail address of an account; answers the same for an unknown address; at most 3 codes per address from one client per 10 minutes (then 429).',
  }),
  'POST verify-token': defineEndpoint({
    method: 'POST',
    path: 'verify-token',
    auth: 'none',
    body: 'json',
    input: verifyTokenRequestSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Checks the OTP (at most 5 tries).',
  }),
  'POST reset-password': defineEndpoint({
    method: 'POST',
    path: 'reset-password',
    auth: 'none',
    body: 'json',
    input: resetPasswordRequestSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Sets a new password with a verified OTP.',
  }),
  'POST logout': logoutEndpoint,
} satisfies Record<string, EndpointDef>;
