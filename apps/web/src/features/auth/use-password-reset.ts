/** The password reset machine wired to forgot-password, verify-token and reset-password. */
import { passwordResetMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { authRequest } from './load-auth-schemas.ts';

export function usePasswordReset() {
  return useMachine(
    passwordResetMachine.provide({
      actors: {
        requestOtp: authRequest('POST forgot-password'),
        verifyOtp: authRequest('POST verify-token'),
        resetPassword: authRequest('POST reset-password'),
      },
      actions: appActions,
    }),
    actorOptions(),
  );
}
