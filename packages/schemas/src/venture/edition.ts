import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';

const isoDay = isoDate();

/**
 * A Venture Vault edition (a contract extension: the specs fix one edition, 4–5 April 2025, in the
 * page). `GET ventures` answers the edition the page shows: the next upcoming one, else the latest
 * past one. The server decides whether registration is open (it closes 24 hours before the start).
 */
export const ventureEditionSchema = z
  .object({
    id: z.number().check(z.int(), z.positive(), z.meta({ description: "The Venture Vault edition's id." })),
    name: z.string().check(z.minLength(1)),
    venue: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    /** First and last day, local to the venue. */
    start_date: isoDay,
    end_date: isoDay,
    /** Doors open / close on the first / last day, as instants with the venue's offset. */
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    timezone: z.string().check(z.minLength(1)),
    registration_closes_at: z.iso.datetime({ offset: true }),
    registration_open: z.boolean(),
  })
  .check(z.meta({ description: 'The Venture Vault edition the page shows (extension).' }));
export type VentureEdition = z.infer<typeof ventureEditionSchema>;
