import { APPLICATION_STEPS } from '@lwl/schemas';
import { setup } from 'xstate';

/** The title of one of the application form's four steps (the steps live in @lwl/schemas). */
export type ApplicationStepTitle = (typeof APPLICATION_STEPS)[number]['title'];
export type ApplicationStepKey = 'step1' | 'step2' | 'step3' | 'step4';

export type StepEvent = { type: 'step.next' } | { type: 'step.back' };

/**
 * The steps' navigation, shared by the pure `applicationStepsMachine` (enumerated with
 * @xstate/graph) and by `applicationStepperMachine`, which nests it under `editing`. Back and
 * Next move freely; only step 4 accepts `form.submit`, taking the `submit` transition.
 */
export function stepStates<const S extends { target: string }>(submit: S) {
  return {
    step1: {
      description: 'Step 1 of 4 of the form: Basic Details',
      on: { 'step.next': { description: 'She presses Next: on to Professional Details', target: 'step2' } },
    },
    step2: {
      description: 'Step 2 of 4 of the form: Professional Details',
      on: {
        'step.back': { description: 'She presses Back to Basic Details', target: 'step1' },
        'step.next': { description: 'She presses Next: on to Personal Details', target: 'step3' },
      },
    },
    step3: {
      description: 'Step 3 of 4 of the form: Personal Details',
      on: {
        'step.back': { description: 'She presses Back to Professional Details', target: 'step2' },
        'step.next': { description: 'She presses Next: on to Networking & Community', target: 'step4' },
      },
    },
    step4: {
      description: 'Step 4 of 4 of the form: Networking & Community',
      on: {
        'step.back': { description: 'She presses Back to Personal Details', target: 'step3' },
        'form.submit': { ...submit, description: 'She presses Submit on the last step' },
      },
    },
  } as const;
}

/** Navigation only: no token, no request. `submitted` stands for "Submit pressed on step 4". */
export const applicationStepsMachine = setup({
  types: {} as { events: StepEvent | { type: 'form.submit' } },
}).createMachine({
  id: 'applicationSteps',
  description: "The membership application's four steps, Back and Next",
  initial: 'steps',
  states: {
    steps: {
      description: 'Filling in the application, step by step',
      initial: 'step1',
      states: stepStates({ target: '#applicationSteps.submitted' }),
    },
    submitted: { description: 'Submit was pressed on the last step', type: 'final' },
  },
});

const STEP_KEYS: readonly ApplicationStepKey[] = ['step1', 'step2', 'step3', 'step4'];

/** 1-based step number of an editing step key. */
export function stepNumber(step: ApplicationStepKey): 1 | 2 | 3 | 4 {
  return (STEP_KEYS.indexOf(step) + 1) as 1 | 2 | 3 | 4;
}

export function stepTitle(step: ApplicationStepKey): ApplicationStepTitle {
  return (APPLICATION_STEPS[stepNumber(step) - 1] as (typeof APPLICATION_STEPS)[number]).title;
}

/** Buttons the view shows on a step: Back from step 2, Next up to step 3, Submit on step 4 only. */
export function stepButtons(step: ApplicationStepKey): { back: boolean; next: boolean; submit: boolean } {
  const n = stepNumber(step);
  return { back: n > 1, next: n < 4, submit: n === 4 };
}
