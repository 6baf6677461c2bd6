/** Mentors details: the member's mentor sessions ('No Mentors Exists' when none). */
import { createResourceMachine } from '@lwl/machines';
import { accountEndpoints, bookingOffersInvoice, type MentorBooking, paidPriceText } from '@lwl/schemas';
import { api } from '../../../lib/api.ts';
import { AccountListSection, PurchaseCard, useAccountList } from './account-list-section.tsx';

const mentorsMachine = createResourceMachine<MentorBooking[]>('accountMentors');

export default function MentorsSection() {
  const resource = useAccountList(mentorsMachine, (signal) =>
    api.request(accountEndpoints['GET account-mentors'], {}, { signal }).then((answer) => answer.data),
  );
  return (
    <AccountListSection
      list="accountMentors"
      resource={resource}
      renderItem={(booking, index) => (
        // Bookings carry no id; the list is replaced whole on reload, so the index is the key.
        <PurchaseCard
          key={index}
          title={booking.mentor.name}
          image={booking.mentor.image}
          lines={<p className="fine-print">{booking.mentor.designation}</p>}
          invoice={bookingOffersInvoice(booking.amount)}
          facts={[{ term: 'Amount', value: paidPriceText(booking.amount, 'mentor', 'INR') }]}
        />
      )}
    />
  );
}
