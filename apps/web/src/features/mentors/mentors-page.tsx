/** /mentors: industry filter and mentor cards. */
import { canBookMentor } from '@lwl/machines';
import { ALL_CATEGORIES, industryOptions, loadFailedMessages, mentorsInIndustry } from '@lwl/schemas';
import { useId, useState } from 'react';
import { useIsSignedIn } from '../../session/session-context.ts';
import { MentorCard } from './mentor-card.tsx';
import { useMentors } from './use-mentors.ts';
import '../../components/ui/button.css';
import '../../components/ui/form-field.css';
import './mentors.css';
import { Options } from '../../components/ui/options.tsx';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

export function Component() {
  const [snapshot, send] = useMentors();
  const signedIn = useIsSignedIn();
  const [industry, setIndustry] = useState(ALL_CATEGORIES);
  const filterId = useId();
  const mentors = snapshot.context.data ?? [];
  const shown = mentorsInIndustry(mentors, industry);

  return (
    <div className="container page mentors">
      <span className="eyebrow">Benefits</span>
      <div className="mentors-head">
        <div>
          <h1>Mentors</h1>
          <p className="page-intro">One-to-one sessions with leaders from across industries.</p>
        </div>
        <div className="stack mentors-filter">
          <label htmlFor={filterId} className="field-label">
            Industry
          </label>
          <select
            id={filterId}
            className="select"
            value={industry}
            onChange={(event) => setIndustry(event.target.value)}
          >
            <Options values={industryOptions(mentors)} />
          </select>
        </div>
      </div>
      {snapshot.matches('failed') ? (
        <RetryAlert
          what={loadFailedMessages.mentors}
          detail={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : snapshot.matches('empty') || (snapshot.matches('ready') && shown.length === 0) ? (
        <p className="state-note">No mentors found.</p>
      ) : (
        <ul className="grid-auto mentors-grid" aria-busy={snapshot.matches('loading')}>
          {shown.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} membersOnly={!canBookMentor(signedIn, mentor)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
