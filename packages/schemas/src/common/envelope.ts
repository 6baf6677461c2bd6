import * as z from 'zod/mini';

/** A success body: `status: 1` plus the given fields. */
export const okBody = <S extends z.core.$ZodShape>(shape: S) => z.object({ status: z.literal(1), ...shape });

/** `{ status: 1, message }`: callbacks, refund, profile, GST, password and form calls. */
export const okMessageBody = okBody({ message: z.string() });

/** Every failure body: `status: 0` and a message naming the problem. */
export const errorBodySchema = z.object({ status: z.literal(0), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
