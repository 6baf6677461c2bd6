import { z } from 'zod';
import { membershipTierNameSchema } from '../membership/tier.ts';

/**
 * One member of the directory (`GET all-members`). `activebookings` holds the active membership's tier,
 * null for a member without one. Profile values a member may not have given are null.
 */
export const directoryEntrySchema = z.object({
  image: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  designation: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  activebookings: z.object({ membership: membershipTierNameSchema }).nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
