import { z } from 'zod';
import { okBody } from '../common/envelope.ts';
import { lenientInt } from '../common/fields.ts';
import { MEMBERS_PAGE_SIZE } from '../constants/index.ts';
import { directoryEntrySchema } from './directory-entry.ts';
import { directoryMessages, MEMBERS_MAX_LIMIT } from './messages.ts';

/** `GET all-members?start={offset}&limit=20`: both default (0 and 20) when absent. */
export const allMembersRequestSchema = z.object({
  start: lenientInt(directoryMessages.invalidStart)
    .pipe(z.number().min(0, { error: directoryMessages.invalidStart }))
    .default(0),
  limit: lenientInt(directoryMessages.invalidLimit)
    .pipe(
      z
        .number()
        .min(1, { error: directoryMessages.invalidLimit })
        .max(MEMBERS_MAX_LIMIT, { error: directoryMessages.invalidLimit }),
    )
    .default(MEMBERS_PAGE_SIZE),
});
export type AllMembersRequest = z.input<typeof allMembersRequestSchema>;

/** A page of the directory and the total count of members (page count = ceil(total / 20)). */
export const allMembersResponseSchema = okBody({
  data: z.array(directoryEntrySchema),
  total: z.number().int().nonnegative(),
});
export type AllMembersResponse = z.infer<typeof allMembersResponseSchema>;
