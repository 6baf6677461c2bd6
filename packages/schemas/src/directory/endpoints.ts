import type { EndpointDef } from '../api/endpoint.ts';

export const directoryEndpoints = {} satisfies Record<string, EndpointDef>;
