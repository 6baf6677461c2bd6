/**
 * The personal details with their view ↔ edit toggle: view mode
 * lists the values; edit mode loads the form.
 */
import { formatApiPhone, profileMessages, type User } from '@lwl/schemas';
import { lazy } from 'react';
import { TermList } from '../../../components/ui/term-list.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileCard } from './section-parts.tsx';
import { useProfileEdit } from './use-profile-edit.ts';

const PersonalForm = lazy(() => import('./personal-form.tsx'));

function detailRows(user: User): Array<[string, string]> {
  return [
    ['Title', user.title],
    ['First Name', user.first_name],
    ['Last Name', user.last_name],
    ['Mobile', formatApiPhone(user.phone)],
    ['Email', user.email],
    ['Company', user.company_name],
    ['Designation', user.designation],
    ['City', user.city],
    ['Pincode', user.pincode],
  ];
}

export function PersonalDetails({ user }: { user: User }) {
  const [snapshot, send] = useProfileEdit();
  const editing = snapshot.hasTag('form');
  const busy = snapshot.hasTag('busy');
  return (
    <ProfileCard
      titleId="personal-title"
      title="Personal details"
      action={
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => send({ type: 'edit.toggle' })}
          disabled={busy || snapshot.matches('saved')}
        >
          {editing ? 'Cancel' : 'Edit'}
        </button>
      }
      editing={editing}
      form={
        <PersonalForm
          user={user}
          draft={snapshot.context.draft}
          busy={busy}
          onSave={(values) => send({ type: 'profile.submit', values })}
        />
      }
    >
      <div className="profile-view">
        <ProfileAvatar image={user.image} name={user.first_name} />
        <TermList
          className="detail-list"
          items={detailRows(user).map(([term, value]) => ({
            term,
            value: value || profileMessages.notAvailable,
          }))}
        />
      </div>
    </ProfileCard>
  );
}
