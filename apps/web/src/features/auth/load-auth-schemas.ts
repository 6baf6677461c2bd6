/** The auth pages' zod-backed module, fetched as soon as one of them loads (lib/deferred.ts). */
import { fromRequest } from '@lwl/machines';
import type { authEndpoints } from '@lwl/schemas';
import type * as z from 'zod/mini';
import { deferred } from '../../lib/deferred.ts';

export const authSchemas = deferred(() => import('./auth-schemas.ts'));

type AuthEndpoints = typeof authEndpoints;

/**
 * A machine's request actor on one auth endpoint, named by its key: the endpoint table and the client
 * come with the deferred module. As with lib/request-actor.ts, the machine names the input and output,
 * and the endpoint must take that input and answer that output.
 */
export function authRequest<
  K extends keyof AuthEndpoints,
  TInput extends z.input<AuthEndpoints[K]['input']>,
  TOutput,
>(key: K & (z.output<AuthEndpoints[K]['response']> extends TOutput ? unknown : never)) {
  return fromRequest<TOutput, TInput>(async ({ input, signal }) => {
    const { api, authEndpoints } = await authSchemas();
    // The key's type above has checked that its endpoint answers a TOutput.
    return (await api.request(authEndpoints[key], input, { signal })) as TOutput;
  });
}
