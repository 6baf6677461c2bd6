import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { videoLibrarySchema } from './video.ts';

export const videosEndpoints = {
  'GET videos': defineEndpoint({
    method: 'GET',
    path: 'videos',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: videoLibrarySchema,
    errors: [401, 403],
    summary: "The members' full video library and other videos.",
  }),
  'GET default-videos': defineEndpoint({
    method: 'GET',
    path: 'default-videos',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: videoLibrarySchema,
    errors: [403],
    summary: "The guests' default videos, in the same shape as the members' library.",
  }),
} satisfies Record<string, EndpointDef>;
