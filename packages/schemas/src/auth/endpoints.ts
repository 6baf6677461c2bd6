import type { EndpointDef } from '../api/endpoint.ts';

export const authEndpoints = {} satisfies Record<string, EndpointDef>;
