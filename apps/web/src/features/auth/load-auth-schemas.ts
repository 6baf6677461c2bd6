/** The auth pages' zod-backed module, fetched as soon as one of them loads (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const authSchemas = deferred(() => import('./auth-schemas.ts'));
