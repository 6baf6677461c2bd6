/**
 * What the sign-up forms need from zod, loaded after first paint (lib/deferred.ts): the global and
 * UAE form resolvers, and the API client with the membership endpoints (their answers are parsed).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { globalSignUpFormSchema, uaeSignUpFormSchema } from '@lwl/schemas';

export { checkoutEndpoints, membershipEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const globalSignUpResolver = zodResolver(globalSignUpFormSchema);
export const uaeSignUpResolver = zodResolver(uaeSignUpFormSchema);
