/**
 * What the membership purchase form needs from zod, loaded after first paint (lib/deferred.ts): the
 * form resolver, and the API client with the membership endpoints (their answers are parsed).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { membershipPurchaseFormSchema } from '@lwl/schemas';

export { checkoutEndpoints, membershipEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const memberDetailsResolver = zodResolver(membershipPurchaseFormSchema);
