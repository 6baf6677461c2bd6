/** The sign-up forms' zod-backed module, fetched as soon as a sign-up page loads (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const signUpSchemas = deferred(() => import('./sign-up-schemas.ts'));
