import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody } from '../common/envelope.ts';
import { globalSearchInputSchema } from './requests.ts';
import { searchResultsSchema } from './results.ts';

export const searchEndpoints = {
  'GET global-search': defineEndpoint({
    method: 'GET',
    path: 'global-search',
    auth: 'optional',
    body: 'none',
    input: globalSearchInputSchema,
    response: okBody({ data: searchResultsSchema }),
    // 400: a malformed term (e.g. `search[]=a`, read as a list).
    errors: [400, 401, 403],
    summary:
      'Mentors, members (signed-in callers only; empty for guests), upcoming and past events matching a term.',
  }),
} satisfies Record<string, EndpointDef>;
