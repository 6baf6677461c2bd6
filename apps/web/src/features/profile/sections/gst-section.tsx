/** The GST section with its View/Edit toggle. */
import { gstDisplayValue } from '@lwl/machines';
import type { GstDetails, User } from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { GST_TEXT_FIELDS } from './gst-fields.ts';
import { LoadingState } from './section-parts.tsx';
import { useGstDetails } from './use-gst-details.ts';

const GstForm = lazy(() => import('./gst-form.tsx'));

function GstView({ details }: { details: GstDetails }) {
  return (
    <dl className="detail-list">
      <div>
        <dt>Provides GST details</dt>
        <dd>{details.provides_gst_details ? 'Yes' : 'No'}</dd>
      </div>
      {GST_TEXT_FIELDS.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd>{gstDisplayValue(details[field.name])}</dd>
        </div>
      ))}
      <div>
        <dt>State</dt>
        <dd>{gstDisplayValue(details.gst_state)}</dd>
      </div>
    </dl>
  );
}

export function GstSection({ user }: { user: User }) {
  const [snapshot, send] = useGstDetails(user);
  const editing = snapshot.hasTag('form');
  const { details } = snapshot.context;
  return (
    <section className="profile-card card" aria-labelledby="gst-title">
      <div className="profile-card-head">
        <h3 id="gst-title">GST details</h3>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form fieldset */}
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
      </div>
      {editing ? (
        <Suspense fallback={<LoadingState />}>
          <GstForm
            details={details}
            busy={snapshot.hasTag('busy')}
            onSave={(values) => send({ type: 'gst.submit', values })}
          />
        </Suspense>
      ) : (
        <GstView details={details} />
      )}
    </section>
  );
}
