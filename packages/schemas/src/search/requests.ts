import * as z from 'zod/mini';
import { optionalText } from '../common/fields.ts';

/**
 * `GET global-search?search={term}`. The term is optional: absent or blank finds nothing (every group
 * empty, the page shows 'No result Found'); it is matched case-insensitively.
 */
export const globalSearchInputSchema = z.object({ search: optionalText() });
export type GlobalSearchInput = z.infer<typeof globalSearchInputSchema>;
