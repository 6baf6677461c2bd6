import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import { uaeEnquiryRequestSchema } from './requests.ts';

export const enquiryEndpoints = {
  'POST uaeEnquiry': defineEndpoint({
    method: 'POST',
    path: 'uaeEnquiry',
    auth: 'optional',
    body: 'multipart',
    input: uaeEnquiryRequestSchema,
    response: okMessageBody,
    errors: [400, 401, 403, 413, 429],
    summary: 'Records an enquiry about the UAE membership from the /uae-memberships page.',
  }),
} satisfies Record<string, EndpointDef>;
