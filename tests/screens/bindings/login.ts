/** The login page (/login), from the header's link or sent back from a page that needs a member. */
import { authMessages } from '@lwl/schemas';
import { TITAN } from '../../support/accounts.ts';
import type { FlowBinding, StepContext } from '../paths/binding.ts';

const submit =
  (password: string) =>
  async ({ page }: StepContext) => {
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

export const login: FlowBinding = {
  machine: 'login',
  starts: {
    'from the login link': async ({ page }) => {
      await page.goto('/login');
    },
    'sent from /profile': async ({ page }) => {
      await page.goto('/profile');
    },
  },
  events: {
    'credentials.submit': {
      [`${TITAN.email} with the right password`]: submit(TITAN.password),
      [`${TITAN.email} with a wrong password`]: submit('not-the-password'),
    },
  },
  calls: {
    logIn: {
      url: '**/api/login',
      outcomes: {
        // The password decides: the walk's answer is sent whichever the person typed.
        'the server answers “Login successful.”': { send: (body) => ({ ...body, password: TITAN.password }) },
        [`the server answers 400: ${authMessages.invalidCredentials}`]: {
          send: (body) => ({ ...body, password: 'not-the-password' }),
        },
      },
    },
  },
  shows: { signedIn: /member dashboard/ },
};
