import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import { newMemberFormRequestSchema } from './requests.ts';

export const applicationEndpoints = {
  'POST new-member-form': defineEndpoint({
    method: 'POST',
    path: 'new-member-form',
    auth: 'required',
    body: 'multipart',
    input: newMemberFormRequestSchema,
    response: okMessageBody,
    errors: [400, 401, 403, 413, 429],
    summary: 'Submits the new-member application (lists as repeated key[] entries, photo as a file).',
  }),
} satisfies Record<string, EndpointDef>;
