import { accountEndpoints } from '../account/endpoints.ts';
import { applicationEndpoints } from '../application/endpoints.ts';
import { authEndpoints } from '../auth/endpoints.ts';
import { checkoutEndpoints } from '../checkout/endpoints.ts';
import { directoryEndpoints } from '../directory/endpoints.ts';
import { enquiryEndpoints } from '../enquiry/endpoints.ts';
import { eventsEndpoints } from '../events/endpoints.ts';
import { invoicesEndpoints } from '../invoices/endpoints.ts';
import { membershipEndpoints } from '../membership/endpoints.ts';
import { mentorsEndpoints } from '../mentors/endpoints.ts';
import { ordersEndpoints } from '../orders/endpoints.ts';
import { holderEndpoints } from '../orders/holder-endpoints.ts';
import { packagesEndpoints } from '../packages/endpoints.ts';
import { privilegesEndpoints } from '../privileges/endpoints.ts';
import { profileEndpoints } from '../profile/endpoints.ts';
import { searchEndpoints } from '../search/endpoints.ts';
import { ventureEndpoints } from '../venture/endpoints.ts';
import { videosEndpoints } from '../videos/endpoints.ts';
import type { EndpointDef } from './endpoint.ts';

/**
 * The endpoint table: every call of both specs' sections 7, keyed by operation (`"METHOD path"`),
 * plus the contract extensions the web needs (each marked `extension: true`).
 * The mock API registers its routes from it, the client is typed by it, `/openapi.json` is built from it.
 */
export const endpoints = {
  ...eventsEndpoints,
  ...ventureEndpoints,
  ...mentorsEndpoints,
  ...videosEndpoints,
  ...packagesEndpoints,
  ...searchEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...accountEndpoints,
  ...directoryEndpoints,
  ...membershipEndpoints,
  ...enquiryEndpoints,
  ...privilegesEndpoints,
  ...applicationEndpoints,
  // Contract extensions (docs/decisions/0010): beyond the specs, marked `x-lwl-extension` in the OpenAPI document.
  ...invoicesEndpoints,
  ...checkoutEndpoints,
  ...ordersEndpoints,
  ...holderEndpoints,
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type Operation = keyof Endpoints;
