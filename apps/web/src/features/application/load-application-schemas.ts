/** The application form's zod-backed module, fetched as soon as the page loads (lib/deferred.ts). */
import { deferred } from '../../lib/deferred.ts';

export const applicationSchemas = deferred(() => import('./application-schemas.ts'));
