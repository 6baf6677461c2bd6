import * as z from 'zod/mini';

/** A speaker card of the Venture Vault page. */
export const speakerSchema = z.object({
  name: z.string().check(z.minLength(1)),
  designation: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
});
export type Speaker = z.infer<typeof speakerSchema>;

/** A row of the two-day schedule; `speaker` is empty for breaks and networking slots. */
export const scheduleRowSchema = z.object({
  time: z.string().check(z.minLength(1)),
  event: z.string().check(z.minLength(1)),
  speaker: z.string(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;
