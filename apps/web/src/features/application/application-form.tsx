/**
 * The new-member application form: four steps in one form, so every
 * answer stays while moving Back and Next (the hidden steps stay mounted, the chosen photo too).
 * Submit shows on step 4 only; only email and full name are checked, and a missing one brings its step
 * back into view with the field focused.
 */
import {
  type ApplicationStepKey,
  type DraftRecord,
  firstErrorStep,
  restoredFields,
  stepButtons,
  stepNumber,
} from '@lwl/machines';
import { APPLICATION_STEPS, type ApplicationFormValues } from '@lwl/schemas';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { deferredResolver } from '../../lib/deferred.ts';
import { ApplicationQuestion } from './application-question.tsx';
import { applicationSchemas } from './load-application-schemas.ts';
import type { useApplication } from './use-application.ts';

type Application = ReturnType<typeof useApplication>;

const resolver = deferredResolver(() => applicationSchemas().then((schemas) => schemas.applicationResolver));

const DEFAULT_VALUES: ApplicationFormValues = {
  email: '',
  name: '',
  phone: '',
  date_of_birth: '',
  residential_address: '',
  work_city: '',
  current_designation: '',
  company_name: '',
  industry_type: '',
  instagram_id: '',
  linkedin_id: '',
  career_phase: '',
  annual_turnover: '',
  employees_count: '',
  professional_goals: '',
  lwl_value: '',
  professional_bio: '',
  professional_image: undefined,
  marital_status: '',
  children_count: '',
  children_age_groups: [],
  household_income: '',
  personal_goals: '',
  resources_needed: '',
  hobbies: '',
  part_of_other_orgs: '',
  other_orgs_name: '',
  learn_about_lwl: '',
  lwl_activities: [],
  why_choose_lwl: [],
  inperson_event_factors: [],
};

export function ApplicationForm({
  step,
  send,
  submitting,
  draft,
}: {
  step: ApplicationStepKey;
  send: Application[1];
  submitting: boolean;
  /** The answers a 401 kept (`restored`), over the empty form. */
  draft: DraftRecord | null;
}) {
  const form = useForm({
    resolver,
    defaultValues: restoredFields(DEFAULT_VALUES, draft),
    shouldFocusError: false,
  });
  const current = stepNumber(step);
  const buttons = stepButtons(step);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusTarget = useRef<'heading' | keyof ApplicationFormValues | null>(null);

  // After a step change, focus its heading (or the field that needs an answer).
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'heading') headingRefs.current[current - 1]?.focus();
    else if (target !== null) form.setFocus(target);
  }, [current, form]);

  const move = (type: 'step.back' | 'step.next') => {
    focusTarget.current = 'heading';
    send({ type });
  };

  const onSubmit = form.handleSubmit(
    (values) => send({ type: 'form.submit', values }),
    (errors) => {
      const first = firstErrorStep(Object.keys(errors));
      if (first === null) return;
      if (first.step === current - 1) {
        form.setFocus(first.field);
        return;
      }
      focusTarget.current = first.field;
      for (let back = current - 1; back > first.step; back -= 1) send({ type: 'step.back' });
    },
  );

  return (
    <FormProvider {...form}>
      <ol className="application-steps" aria-label="Application steps">
        {APPLICATION_STEPS.map((item, index) => (
          <li
            key={item.title}
            className={index + 1 === current ? 'is-current' : index + 1 < current ? 'is-done' : undefined}
            aria-current={index + 1 === current ? 'step' : undefined}
          >
            <span className="application-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="application-step-title">{item.title}</span>
          </li>
        ))}
      </ol>
      <form
        className="application-form card"
        noValidate
        onSubmit={onSubmit}
        aria-label="New member application"
      >
        {APPLICATION_STEPS.map((item, index) => (
          <section
            key={item.title}
            hidden={index + 1 !== current}
            aria-labelledby={`application-step-${index + 1}`}
          >
            <h2
              id={`application-step-${index + 1}`}
              className="application-step-heading"
              tabIndex={-1}
              ref={(element) => {
                headingRefs.current[index] = element;
              }}
            >
              <span className="kicker application-step-count">
                Step {index + 1} of {APPLICATION_STEPS.length}
              </span>
              {item.title}
            </h2>
            <div className="form-grid">
              {item.fields.map((field) => (
                <ApplicationQuestion key={field} name={field} />
              ))}
            </div>
          </section>
        ))}
        <div className="cluster application-actions">
          {buttons.back ? (
            <button type="button" className="btn btn-secondary" onClick={() => move('step.back')}>
              Back
            </button>
          ) : null}
          {buttons.next ? (
            <button type="button" className="btn btn-primary" onClick={() => move('step.next')}>
              Next
            </button>
          ) : null}
          {buttons.submit ? (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              Submit
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
