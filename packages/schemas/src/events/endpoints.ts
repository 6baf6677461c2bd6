import type { EndpointDef } from '../api/endpoint.ts';

export const eventsEndpoints = {} satisfies Record<string, EndpointDef>;
