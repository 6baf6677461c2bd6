import * as z from 'zod/mini';
import { membershipTierNameSchema } from '../membership/tier.ts';

/**
 * One member of the directory (`GET all-members`). `activebookings` holds the active membership's tier,
 * null for a member without one. Profile values a member may not have given are null.
 */
export const directoryEntrySchema = z.object({
  image: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  email: z.string(),
  city: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  activebookings: z.nullable(z.object({ membership: membershipTierNameSchema })),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
