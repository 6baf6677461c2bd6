import type { EndpointDef } from '../api/endpoint.ts';

export const profileEndpoints = {} satisfies Record<string, EndpointDef>;
