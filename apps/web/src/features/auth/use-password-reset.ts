/** The password reset machine wired to forgot-password, verify-token and reset-password. */
import { fromRequest, passwordResetMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { authSchemas } from './load-auth-schemas.ts';

export function usePasswordReset() {
  return useMachine(
    passwordResetMachine.provide({
      actors: {
        requestOtp: fromRequest(async ({ input, signal }) => {
          const { api, authEndpoints } = await authSchemas();
          return api.request(authEndpoints['POST forgot-password'], input, { signal });
        }),
        verifyOtp: fromRequest(async ({ input, signal }) => {
          const { api, authEndpoints } = await authSchemas();
          return api.request(authEndpoints['POST verify-token'], input, { signal });
        }),
        resetPassword: fromRequest(async ({ input, signal }) => {
          const { api, authEndpoints } = await authSchemas();
          return api.request(authEndpoints['POST reset-password'], input, { signal });
        }),
      },
      actions: appActions,
    }),
    actorOptions(),
  );
}
