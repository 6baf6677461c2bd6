import type { EndpointDef } from '../api/endpoint.ts';

export const privilegesEndpoints = {} satisfies Record<string, EndpointDef>;
