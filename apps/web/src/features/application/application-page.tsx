/** /new-member-form (guarded): the four-step application, then the 'Thank You' screen. */
import { type ApplicationStepKey, draftValues } from '@lwl/machines';
import { Link } from 'react-router-dom';
import { ApplicationForm } from './application-form.tsx';
import { useApplication } from './use-application.ts';
import '../../components/ui/button.css';
import './application.css';

const STEP_KEYS: readonly ApplicationStepKey[] = ['step1', 'step2', 'step3', 'step4'];

export function Component() {
  const [snapshot, send] = useApplication();

  if (snapshot.matches('done')) {
    return (
      <div className="container page application-done">
        <span className="eyebrow">Application received</span>
        <h1>Thank You</h1>
        <p className="page-intro">
          Thank you for telling us about yourself. Our membership team will review your application and get in
          touch with you soon.
        </p>
        <Link to="/" className="btn btn-primary">
          Back to your dashboard
        </Link>
      </div>
    );
  }

  const step = STEP_KEYS.find((key) => snapshot.matches({ editing: key })) ?? 'step4';
  return (
    <div className="container page">
      <span className="eyebrow">Membership application</span>
      <h1>New Member Form</h1>
      <p className="page-intro">
        Help us get to know you. Move between the steps freely; your answers are kept until you submit.
      </p>
      <ApplicationForm
        step={step}
        send={send}
        submitting={!snapshot.matches('editing')}
        draft={snapshot.context.values ? draftValues(snapshot.context.values) : null}
      />
    </div>
  );
}
