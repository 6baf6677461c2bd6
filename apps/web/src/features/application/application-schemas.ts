/**
 * What the application form needs from zod, loaded after first paint (lib/deferred.ts): the form
 * resolver, and `POST new-member-form` with the values parsed by the form's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApplicationValues } from '@lwl/machines';
import { applicationEndpoints, applicationFormSchema } from '@lwl/schemas';
import { api } from '../../lib/api.ts';

export const applicationResolver = zodResolver(applicationFormSchema);

/** The values come from the form's own schema; parsing again gives the request its type. */
export function submitApplication(values: ApplicationValues, signal: AbortSignal) {
  return api.request(applicationEndpoints['POST new-member-form'], applicationFormSchema.parse(values), {
    signal,
  });
}
