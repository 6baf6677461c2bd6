import type { EndpointDef } from '../api/endpoint.ts';

export const applicationEndpoints = {} satisfies Record<string, EndpointDef>;
