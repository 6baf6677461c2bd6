import type { EndpointDef } from '../api/endpoint.ts';

export const membershipEndpoints = {} satisfies Record<string, EndpointDef>;
