import { eventMessages } from '@lwl/schemas';
import type { MachineWords } from '../shared/words.ts';

export const eventBookingWords: MachineWords = {
  guards: {
    resumesBooking: 'she comes back from signing in to the booking she had started',
    holdersFit: 'each ticket has a holder with a name (and a valid e-mail when given)',
    isBookable: 'the event is upcoming and open for booking',
    isSelectablePlan: 'she may buy that ticket plan',
    hasBookingProblem: 'no plan chosen, or the number of tickets is not allowed',
  },
  actions: {
    keepAttendees: 'keeps the names typed for the tickets',
    selectPlan: 'keeps the ticket plan she picked',
    setQuantity: 'keeps the number of tickets',
  },
  messages: { hasBookingProblem: [eventMessages.noPlanSelected, eventMessages.quantityNotChosen] },
};
