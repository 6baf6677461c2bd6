import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { lenientInt } from '../common/fields.ts';
import { MEMBERS_PAGE_SIZE } from '../constants/index.ts';
import { directoryEntrySchema } from './directory-entry.ts';
import { directoryMessages, MEMBERS_MAX_LIMIT } from './messages.ts';

/** `GET all-members?start={offset}&limit=20`: both default (0 and 20) when absent. */
export const allMembersRequestSchema = z.object({
  start: z._default(lenientInt(directoryMessages.invalidStart, { min: 0 }), 0),
  limit: z._default(
    lenientInt(directoryMessages.invalidLimit, { min: 1, max: MEMBERS_MAX_LIMIT }),
    MEMBERS_PAGE_SIZE,
  ),
});
export type AllMembersRequest = z.input<typeof allMembersRequestSchema>;

/** A page of the directory and the total count of members (page count = ceil(total / 20)). */
export const allMembersResponseSchema = okBody({
  data: z.array(directoryEntrySchema),
  total: z
    .number()
    .check(
      z.int(),
      z.nonnegative(),
      z.meta({ description: 'How many members the directory has: a count, not an amount.' }),
    ),
});
export type AllMembersResponse = z.infer<typeof allMembersResponseSchema>;
