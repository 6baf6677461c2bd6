/** The purchase form's zod-backed module, fetched at the user's first input or first call (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const purchaseSchemas = deferred(() => import('./purchase-schemas.ts'));
