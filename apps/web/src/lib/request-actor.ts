/**
 * A machine's request actor (`fromRequest`) that sends the actor's input to one endpoint of the table.
 * The machine names the actor's input and output types (read from where the actor is provided): the
 * endpoint must take that input, and its answer must be that output.
 */
import { fromRequest } from '@lwl/machines';
import type { EndpointDef } from '@lwl/schemas';
import type * as z from 'zod/mini';
import { api } from './api.ts';

export function requestTo<D extends EndpointDef, TInput extends z.input<D['input']>, TOutput>(
  endpoint: D & (z.output<D['response']> extends TOutput ? unknown : never),
) {
  // The endpoint's type above has checked that its answer is a TOutput.
  return fromRequest<TOutput, TInput>(
    async ({ input, signal }) => (await api.request(endpoint, input, { signal })) as TOutput,
  );
}
