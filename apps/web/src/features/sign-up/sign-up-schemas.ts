/**
 * What the sign-up forms need from zod only once the user acts (lib/deferred.ts): the global and UAE
 * form resolvers, and the API client with the order endpoints (their answers are parsed).
 * The first screen's options and quote calls load less (components/membership-form/membership-calls.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { globalSignUpFormSchema, uaeSignUpFormSchema } from '@lwl/schemas';

export { membershipEndpoints } from '@lwl/schemas';
export { api } from '../../lib/api.ts';

export const globalSignUpResolver = zodResolver(globalSignUpFormSchema);
export const uaeSignUpResolver = zodResolver(uaeSignUpFormSchema);
