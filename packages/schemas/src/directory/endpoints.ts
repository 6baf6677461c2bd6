import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { allMembersRequestSchema, allMembersResponseSchema } from './requests.ts';

export const directoryEndpoints = {
  'GET all-members': defineEndpoint({
    method: 'GET',
    path: 'all-members',
    auth: 'required',
    body: 'none',
    input: allMembersRequestSchema,
    response: allMembersResponseSchema,
    errors: [400, 401, 403],
    summary: 'One page of the member directory (offset `start`, page size `limit`) and the total.',
  }),
} satisfies Record<string, EndpointDef>;
