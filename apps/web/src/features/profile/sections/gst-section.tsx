/** The GST section with its View/Edit toggle. */
import { gstDisplayValue } from '@lwl/machines';
import type { GstDetails, User } from '@lwl/schemas';
import { lazy } from 'react';
import { TermList } from '../../../components/ui/term-list.tsx';
import { GST_TEXT_FIELDS } from './gst-fields.ts';
import { ProfileCard } from './section-parts.tsx';
import { useGstDetails } from './use-gst-details.ts';

const GstForm = lazy(() => import('./gst-form.tsx'));

function GstView({ details }: { details: GstDetails }) {
  return (
    <TermList
      className="detail-list"
      items={[
        { term: 'Provides GST details', value: details.provides_gst_details ? 'Yes' : 'No' },
        ...GST_TEXT_FIELDS.map((field) => ({
          term: field.label,
          value: gstDisplayValue(details[field.name]),
        })),
        { term: 'State', value: gstDisplayValue(details.gst_state) },
      ]}
    />
  );
}

export function GstSection({ user }: { user: User }) {
  const [snapshot, send] = useGstDetails(user);
  const editing = snapshot.hasTag('form');
  const { details } = snapshot.context;
  return (
    <ProfileCard
      titleId="gst-title"
      title="GST details"
      action={
        // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form fieldset
        <div className="segmented" role="group" aria-label="GST details mode">
          <button
            type="button"
            aria-pressed={!editing}
            onClick={() => editing && send({ type: 'edit.toggle' })}
            disabled={snapshot.hasTag('busy')}
          >
            View
          </button>
          <button
            type="button"
            aria-pressed={editing}
            onClick={() => !editing && send({ type: 'edit.toggle' })}
          >
            Edit
          </button>
        </div>
      }
      editing={editing}
      form={
        <GstForm
          details={details}
          draft={snapshot.context.draft}
          busy={snapshot.hasTag('busy')}
          onSave={(values) => send({ type: 'gst.submit', values })}
        />
      }
    >
      <GstView details={details} />
    </ProfileCard>
  );
}
