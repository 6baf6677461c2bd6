/** The purchase form's zod-backed module, fetched as soon as the page loads (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const purchaseSchemas = deferred(() => import('./purchase-schemas.ts'));
