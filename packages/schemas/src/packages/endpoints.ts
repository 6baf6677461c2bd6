import type { EndpointDef } from '../api/endpoint.ts';

export const packagesEndpoints = {} satisfies Record<string, EndpointDef>;
