/**
 * Params of a `details.submit` transition's store action: the submitted details, typed by the
 * machine's event (so one fragment serves forms whose details differ).
 */
export const submittedDetails = <TDetails>({ event }: { event: { details: TDetails } }): TDetails =>
  event.details;
