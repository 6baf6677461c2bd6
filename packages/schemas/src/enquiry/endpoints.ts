import type { EndpointDef } from '../api/endpoint.ts';

export const enquiryEndpoints = {} satisfies Record<string, EndpointDef>;
