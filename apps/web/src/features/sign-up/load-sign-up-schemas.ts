/** The sign-up forms' zod-backed module, fetched at the user's first input or first call (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const signUpSchemas = deferred(() => import('./sign-up-schemas.ts'));
