import type { EndpointDef } from '../api/endpoint.ts';

export const mentorsEndpoints = {} satisfies Record<string, EndpointDef>;
