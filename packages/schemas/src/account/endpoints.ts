import type { EndpointDef } from '../api/endpoint.ts';

export const accountEndpoints = {} satisfies Record<string, EndpointDef>;
