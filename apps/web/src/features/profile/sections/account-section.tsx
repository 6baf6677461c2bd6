/** Account details (default section): the personal form and the GST section. */
import { loadFailedMessages } from '@lwl/schemas';
import { useUser } from '../../../account/use-user.ts';
import { GstSection } from './gst-section.tsx';
import { PersonalDetails } from './personal-details.tsx';
import { FailedState, LoadingState, SectionTitle } from './section-parts.tsx';

export default function AccountSection() {
  const [snapshot, send] = useUser();
  const user = snapshot.context.data;
  return (
    <>
      <SectionTitle>Account details</SectionTitle>
      {snapshot.matches('failed') ? (
        <FailedState
          what={loadFailedMessages.accountDetails}
          message={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : user ? (
        <>
          <PersonalDetails user={user} />
          <GstSection user={user} />
        </>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
