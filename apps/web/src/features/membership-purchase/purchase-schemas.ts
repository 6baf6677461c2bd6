/**
 * What the membership purchase form needs from zod only once the user acts (lib/deferred.ts): the form
 * resolver, and the API client with the order endpoints (their answers are parsed). The
 * first screen's options and quote calls load less (components/membership-form/membership-options-client.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { membershipPurchaseFormSchema } from '@lwl/schemas';

export { membershipEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const memberDetailsResolver = zodResolver(membershipPurchaseFormSchema);
