/** A member of the directory: image, name, company, designation, e-mail, city, industry, tier. */
import type { DirectoryEntry } from '@lwl/schemas';
import { MemberAvatar } from '../../components/ui/member-avatar.tsx';

export function MemberCard({ member }: { member: DirectoryEntry }) {
  const name = `${member.first_name} ${member.last_name}`.trim();
  const facts: Array<[string, string | null]> = [
    ['Company', member.company_name],
    ['Designation', member.designation],
    ['City', member.city],
    ['Industry', member.industry],
  ];
  return (
    <article className="card member-card">
      <div className="member-card-head">
        <MemberAvatar image={member.image} size={72} className="member-card-image" />
        <div className="member-card-id">
          <h2 className="member-card-name">{name}</h2>
          {member.activebookings ? (
            <span className="tag member-card-tier">{member.activebookings.membership}</span>
          ) : null}
        </div>
      </div>
      <dl className="member-card-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? 'N/A'}</dd>
          </div>
        ))}
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}
