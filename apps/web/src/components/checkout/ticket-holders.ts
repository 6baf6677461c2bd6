/**
 * What a purchase dialog needs to ask for ticket holders (the event booking, more than one ticket):
 * how many, what they open with, and where the typed ones go when the dialog closes. The dialogs add
 * `attendees` to their form and schema (`withAttendees` of @lwl/schemas) only when given this.
 */
import type { AttendeeFormValues } from '@lwl/schemas';
import { useEffect, useRef } from 'react';

export interface TicketHolders {
  count: number;
  /** One per ticket: what was typed last, else the buyer on the first. */
  values: AttendeeFormValues[];
  /** Receives the holders as typed when the dialog closes. */
  onKeep: (attendees: AttendeeFormValues[]) => void;
}

/** The submitted holders as the booking keeps them (an e-mail left empty is ''). */
export const submittedHolders = (
  attendees: readonly { name: string; email?: string | undefined }[] | undefined,
): AttendeeFormValues[] | undefined => attendees?.map((a) => ({ name: a.name, email: a.email ?? '' }));

/** Hands the typed holders to the booking as the dialog unmounts (however it closes). */
export function useKeepHolders(
  read: () => AttendeeFormValues[] | undefined,
  holders: TicketHolders | undefined,
): void {
  const keep = useRef(holders?.onKeep);
  keep.current = holders?.onKeep;
  const readNow = useRef(read);
  readNow.current = read;
  // Only as the dialog unmounts: keeping the holders re-renders the page, which must not run it again.
  useEffect(
    () => () => {
      const typed = readNow.current();
      if (typed) keep.current?.(typed);
    },
    [],
  );
}
