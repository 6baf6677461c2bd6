import { z } from 'zod';

/** A speaker card of the Venture Vault page. */
export const speakerSchema = z.object({
  name: z.string().min(1),
  designation: z.string().min(1),
  image: z.string().min(1),
});
export type Speaker = z.infer<typeof speakerSchema>;

/** A row of the two-day schedule; `speaker` is empty for breaks and networking slots. */
export const scheduleRowSchema = z.object({
  time: z.string().min(1),
  event: z.string().min(1),
  speaker: z.string(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;
