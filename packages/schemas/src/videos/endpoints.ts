import type { EndpointDef } from '../api/endpoint.ts';

export const videosEndpoints = {} satisfies Record<string, EndpointDef>;
