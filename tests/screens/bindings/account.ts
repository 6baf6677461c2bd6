/** The member's account (/profile): the refund of a ticket, the personal details, the GST details. */
import { commonMessages, refundTexts } from '@lwl/schemas';
import { TITAN } from '../../support/accounts.ts';
import { signInByApi } from '../../support/session.ts';
import type { FlowBinding, StepContext } from '../paths/binding.ts';

const NONE = 'no input (the machine takes none)';
const EXPIRED = `the server answers 401: ${commonMessages.sessionExpired}`;
const AGAIN = 'the server answers 400: Something went wrong, Please try again.';
const SAVED = 'the server answers “Information updated successfully.”';

const openProfile = (section: string) => async (step: StepContext) => {
  await signInByApi(step.page, step.request, TITAN);
  await step.page.goto(`/profile${section}`);
};

export const refund: FlowBinding = {
  machine: 'refund',
  starts: { [NONE]: openProfile('?section=events') },
  events: {
    'refund.request': {
      'a ticket for an event a week ahead, no refund asked yet': async ({ page }) => {
        await page
          .getByRole('button', { name: /^Request refund for / })
          .first()
          .click();
      },
    },
    'refund.confirm': {
      'send it (no fields)': async ({ page }) => {
        await page.getByRole('alertdialog').getByRole('button', { name: refundTexts.confirm }).click();
      },
    },
    'refund.cancel': {
      'send it (no fields)': async ({ page }) => page.keyboard.press('Escape'),
    },
  },
  calls: {
    requestRefund: {
      url: '**/api/delete-event',
      outcomes: {
        'the server answers “Your refund request has been submitted.”': 'mock',
        [AGAIN]: { prefer: 400 },
        [EXPIRED]: { prefer: 401 },
      },
    },
  },
  shows: { confirming: refundTexts.dialogTitle, requesting: refundTexts.sending },
};

const detailsForm = (step: StepContext) => step.page.getByRole('form').first();

export const profileEdit: FlowBinding = {
  machine: 'profileEdit',
  starts: { [NONE]: openProfile('') },
  events: {
    'edit.toggle': {
      'send it (no fields)': async ({ page, from }) =>
        page
          .getByRole('button', { name: from.includes('editing') ? 'Cancel' : 'Edit' })
          .first()
          .click(),
    },
    'profile.submit': {
      'the personal details filled in': async (step) => {
        await detailsForm(step).getByLabel('City').fill('Pune');
        await detailsForm(step).getByRole('button', { name: 'Save changes' }).click();
      },
    },
  },
  calls: {
    updateProfile: {
      url: '**/api/update-personal-details',
      outcomes: { [SAVED]: 'mock', [AGAIN]: { prefer: 400 }, [EXPIRED]: { prefer: 401 } },
    },
  },
};

const gstGroup = (step: StepContext) => step.page.getByRole('group', { name: 'GST details mode' });

export const gstDetails: FlowBinding = {
  machine: 'gstDetails',
  starts: { "the member's GST details": openProfile('?section=account') },
  events: {
    'edit.toggle': {
      'send it (no fields)': async (step) =>
        gstGroup(step)
          .getByRole('button', { name: step.from.includes('editing') ? 'View' : 'Edit' })
          .click(),
    },
    'gst.submit': {
      'the GST details filled in': async ({ page }) => {
        await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
        await page.getByRole('button', { name: /^Save/ }).last().click();
      },
    },
  },
  calls: {
    updateGstDetails: {
      url: '**/api/update-gst-details',
      outcomes: { [SAVED]: 'mock', [AGAIN]: { prefer: 400 }, [EXPIRED]: { prefer: 401 } },
    },
  },
};
