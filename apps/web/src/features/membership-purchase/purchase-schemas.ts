/**
 * What the membership purchase form needs from zod only once the user acts (lib/deferred.ts): the form
 * resolver, the API client with the order endpoints (their answers are parsed) and the mapping of the
 * submitted values to the machine's details (the resolver has loaded this module by then). The
 * first screen's options and quote calls load less (components/membership-form/membership-calls.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { membershipPurchaseFormSchema } from '@lwl/schemas';

export { purchaseDetails } from '@lwl/machines';
export { membershipEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const memberDetailsResolver = zodResolver(membershipPurchaseFormSchema);
