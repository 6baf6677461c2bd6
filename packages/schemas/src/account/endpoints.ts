import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import {
  accountEventsResponseSchema,
  accountMembershipResponseSchema,
  accountMentorsResponseSchema,
  accountPackagesResponseSchema,
  deleteEventRequestSchema,
} from './requests.ts';

export const accountEndpoints = {
  'GET account-membership': defineEndpoint({
    method: 'GET',
    path: 'account-membership',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: accountMembershipResponseSchema,
    errors: [401, 403],
    summary: "The signed-in member's current membership (null without one) and name.",
  }),
  'GET account-events': defineEndpoint({
    method: 'GET',
    path: 'account-events',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: accountEventsResponseSchema,
    errors: [401, 403],
    summary: "The signed-in member's event ticket purchases with their refund status.",
  }),
  'GET account-mentors': defineEndpoint({
    method: 'GET',
    path: 'account-mentors',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: accountMentorsResponseSchema,
    errors: [401, 403],
    summary: "The signed-in member's mentor session bookings.",
  }),
  'GET account-packages': defineEndpoint({
    method: 'GET',
    path: 'account-packages',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: accountPackagesResponseSchema,
    errors: [401, 403],
    summary: "The signed-in member's sponsor package purchases.",
  }),
  'POST delete-event': defineEndpoint({
    method: 'POST',
    path: 'delete-event',
    auth: 'required',
    body: 'json',
    input: deleteEventRequestSchema,
    response: okMessageBody,
    errors: [400, 401, 403, 413],
    summary: 'Requests the refund of an event purchase (own, event today or later, no refund pending).',
  }),
} satisfies Record<string, EndpointDef>;
