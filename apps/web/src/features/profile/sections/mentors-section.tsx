/** Mentors details: the member's mentor sessions ('No Mentors Exists' when none). */
import { createResourceMachine } from '@lwl/machines';
import {
  accountEndpoints,
  accountMessages,
  commonMessages,
  formatInr,
  loadFailedMessages,
  type MentorBooking,
} from '@lwl/schemas';
import { TermList } from '../../../components/ui/term-list.tsx';
import { api } from '../../../lib/api.ts';
import { useResource } from '../../../session/use-resource.ts';
import { InvoiceRowLink } from '../invoice-links.tsx';
import { AccountListSection } from './account-list-section.tsx';

const mentorsMachine = createResourceMachine<MentorBooking[]>('accountMentors');

export default function MentorsSection() {
  const resource = useResource(
    mentorsMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-mentors'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  return (
    <AccountListSection
      title="Mentors details"
      failedWhat={loadFailedMessages.accountMentors}
      resource={resource}
      emptyMessage={accountMessages.noMentors}
      renderItem={(booking, index) => (
        // Bookings carry no id; the list is replaced whole on reload, so the index is the key.
        <li key={index} className="purchase card purchase-with-image">
          <img src={booking.mentor.image} alt="" width={64} height={64} className="purchase-image" />
          <div className="purchase-main">
            <h3 className="purchase-title">{booking.mentor.name}</h3>
            <p className="fine-print">{booking.mentor.designation}</p>
            <InvoiceRowLink purchase={booking.mentor.name} />
          </div>
          <TermList
            className="cluster purchase-facts"
            items={[{ term: 'Amount', value: formatInr(booking.amount) }]}
          />
        </li>
      )}
    />
  );
}
