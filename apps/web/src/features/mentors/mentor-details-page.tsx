/** /mentors-details/{slug}: a mentor's page, with her session price and the booking buttons. */
import { canBookMentor, mentorSessionPrice } from '@lwl/machines';
import { labelledPrice, loadFailedMessages, mentorMessages } from '@lwl/schemas';
import { Link, useParams } from 'react-router-dom';
import { usePageName } from '../../app/page-meta.ts';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useIsSignedIn } from '../../session/session-context.ts';
import { MentorBooking } from './mentor-booking.tsx';
import { MENTORS_PATH, type SanitizedMentor, useMentor } from './use-mentor.ts';
import './mentors.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <MentorDetails key={id} slug={id} />;
}

function MentorDetails({ slug }: { slug: string }) {
  const [snapshot, send] = useMentor(slug);
  const mentor = snapshot.context.data;
  return (
    <div className="container page mentor-details">
      <nav aria-label="Breadcrumb" className="mentor-breadcrumb">
        <Link to={MENTORS_PATH}>Mentors</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{mentor?.name ?? 'Mentor'}</span>
      </nav>
      {mentor ? (
        <MentorProfile mentor={mentor} />
      ) : snapshot.matches('failed') ? (
        <RetryAlert
          what={loadFailedMessages.mentor}
          detail={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : (
        <p className="state-note">Loading…</p>
      )}
    </div>
  );
}

function MentorProfile({ mentor }: { mentor: SanitizedMentor }) {
  usePageName(mentor.name);
  const signedIn = useIsSignedIn();
  const allowed = canBookMentor(signedIn, mentor);
  const priceLabel = labelledPrice(mentorSessionPrice(signedIn, mentor), 'mentor', 'INR');
  return (
    <article className="mentor-profile">
      <div className="mentor-profile-media">
        <img
          src={allowed ? mentor.image : mentor.blur_image}
          alt={allowed ? mentor.name : ''}
          width={420}
          height={420}
        />
        {allowed ? null : <span className="mentor-card-badge">{mentorMessages.forMembersOnly}</span>}
      </div>
      <div className="mentor-profile-head">
        {mentor.title ? <span className="eyebrow">{mentor.title}</span> : null}
        <h1>{mentor.name}</h1>
        <p className="mentor-profile-role">
          {mentor.designation}
          <span aria-hidden="true"> · </span>
          {mentor.company_name}
        </p>
      </div>
      <div className="mentor-profile-main">
        {mentor.area_of_interest ? (
          <p className="mentor-profile-interest">
            <strong>Area of interest:</strong> {mentor.area_of_interest}
          </p>
        ) : null}
        <div className="card stack mentor-price">
          <span className="kicker mentor-price-label">Session price</span>
          <span className="mentor-price-value">{priceLabel}</span>
          <MentorBooking mentor={mentor} signedIn={signedIn} priceLabel={priceLabel} />
          {allowed ? null : (
            <p className="mentor-members-only" role="note">
              {mentorMessages.membersOnly} <Link to="/login">Sign in</Link>
            </p>
          )}
        </div>
      </div>
      <section className="mentor-about" aria-labelledby="mentor-about-title">
        <h2 id="mentor-about-title">About {mentor.name}</h2>
        <RichText html={mentor.description} className="rich-text" />
        {mentor.area_of_interest_content ? (
          <RichText html={mentor.area_of_interest_content} className="rich-text" />
        ) : null}
        {mentor.session_content ? (
          <>
            <h3>What the session covers</h3>
            <RichText html={mentor.session_content} className="rich-text" />
          </>
        ) : null}
      </section>
    </article>
  );
}
