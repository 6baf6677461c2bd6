/** The mentor session checkout's code, loaded at the buyer's first input (use-mentor-booking.ts). */
export { mentorCheckoutMachine } from '@lwl/machines';
