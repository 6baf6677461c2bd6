import type { EndpointDef } from '../api/endpoint.ts';

export const searchEndpoints = {} satisfies Record<string, EndpointDef>;
