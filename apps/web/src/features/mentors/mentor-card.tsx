/** A mentor on /mentors: blurred and marked 'For Members Only' for guests where not allowed. */
import { type Mentor, mentorDetailsPath, mentorMessages } from '@lwl/schemas';
import { PendingLink } from '../../components/ui/pending-link.tsx';

export function MentorCard({ mentor, membersOnly }: { mentor: Mentor; membersOnly: boolean }) {
  const industry = mentor.categories.map((category) => category.name).join(', ');
  return (
    <PendingLink
      to={mentorDetailsPath(mentor.slug)}
      className={`card card-flush card-link stack mentor-card${membersOnly ? ' is-members-only' : ''}`}
    >
      <span className="mentor-card-media">
        <img
          src={membersOnly ? mentor.blur_image : mentor.image}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          className="mentor-card-image"
        />
        {membersOnly ? <span className="mentor-card-badge">{mentorMessages.forMembersOnly}</span> : null}
      </span>
      <span className="stack mentor-card-body">
        {industry ? <span className="kicker">{industry}</span> : null}
        <span className="mentor-card-name">{mentor.name}</span>
        <span className="fine-print">
          {mentor.designation}, {mentor.company_name}
        </span>
      </span>
    </PendingLink>
  );
}
