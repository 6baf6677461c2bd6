import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import {
  getUserResponseSchema,
  updateGstDetailsRequestSchema,
  updatePersonalDetailsRequestSchema,
  updatePersonalDetailsResponseSchema,
} from './requests.ts';

export const profileEndpoints = {
  'GET user': defineEndpoint({
    method: 'GET',
    path: 'user',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: getUserResponseSchema,
    errors: [401, 403],
    summary: "The signed-in member's profile and GST details.",
  }),
  'POST update-personal-details': defineEndpoint({
    method: 'POST',
    path: 'update-personal-details',
    auth: 'required',
    body: 'multipart',
    input: updatePersonalDetailsRequestSchema,
    response: updatePersonalDetailsResponseSchema,
    errors: [400, 401, 403, 413],
    summary: 'Updates the personal details and, optionally, the profile photo.',
  }),
  'POST update-gst-details': defineEndpoint({
    method: 'POST',
    path: 'update-gst-details',
    auth: 'required',
    body: 'json',
    input: updateGstDetailsRequestSchema,
    response: okMessageBody,
    errors: [400, 401, 403, 413],
    summary: 'Updates the GST details used on invoices.',
  }),
} satisfies Record<string, EndpointDef>;
