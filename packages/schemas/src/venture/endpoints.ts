import type { EndpointDef } from '../api/endpoint.ts';

export const ventureEndpoints = {} satisfies Record<string, EndpointDef>;
