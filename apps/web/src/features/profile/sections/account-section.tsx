/** Account details (default section): the personal form and the GST section. */
import { loadFailedMessages } from '@lwl/schemas';
import { useUser } from '../../../account/use-user.ts';
import { GstSection } from './gst-section.tsx';
import { PersonalDetails } from './personal-details.tsx';
import { ResourceSection } from './section-parts.tsx';

export default function AccountSection() {
  const resource = useUser();
  const user = resource[0].context.data;
  return (
    <ResourceSection
      title="Account details"
      failedWhat={loadFailedMessages.accountDetails}
      resource={resource}
    >
      {user ? (
        <>
          <PersonalDetails user={user} />
          <GstSection user={user} />
        </>
      ) : null}
    </ResourceSection>
  );
}
