import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import {
  partnerOfferDetailRequestSchema,
  partnerOfferDetailResponseSchema,
  partnerOffersResponseSchema,
} from './requests.ts';

export const privilegesEndpoints = {
  'GET partner-offers': defineEndpoint({
    method: 'GET',
    path: 'partner-offers',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: partnerOffersResponseSchema,
    errors: [401, 403],
    summary: 'Partner privileges: categories with their offer cards.',
  }),
  'GET partner-offer-detail/{offer_id}': defineEndpoint({
    method: 'GET',
    path: 'partner-offer-detail/{offer_id}',
    auth: 'required',
    body: 'none',
    input: partnerOfferDetailRequestSchema,
    response: partnerOfferDetailResponseSchema,
    errors: [400, 401, 403, 404],
    summary: 'One partner offer: image, title, HTML description and HTML code.',
  }),
} satisfies Record<string, EndpointDef>;
