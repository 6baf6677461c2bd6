import { authEndpoints, authMessages, commonMessages, exampleUser, STORAGE_KEYS } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as LoginPage } from './login-page.tsx';

const email = () => page.getByRole('textbox', { name: 'Email' });
const password = () => page.getByLabelText('Password', { exact: true });
const login = () => page.getByRole('button', { name: 'Login' }).click();
/** A message of the form's own (not a field's), which describes the form; a toast says it too. */
async function expectFormMessage(message: string) {
  await expect
    .poll(() =>
      page
        .getByText(message)
        .elements()
        .some((element) => element.closest('form')?.getAttribute('aria-describedby') === 'login-error'),
    )
    .toBe(true);
}

async function logIn(path = '/login') {
  const screen = await renderApp(<LoginPage />, { path, route: '/login' });
  await email().fill('titan@lwl.test');
  await password().fill('Lwl@12345');
  await login();
  return screen;
}

describe('/login', () => {
  test('an empty form shows both field messages tied to their fields, and passes axe', async () => {
    await renderApp(<LoginPage />, { path: '/login', route: '/login' });
    await login();
    await expectFieldError(email(), commonMessages.emailRequired);
    await expectFieldError(password(), authMessages.passwordRequired);
    await expect
      .element(page.getByRole('link', { name: 'Forgot Password' }))
      .toHaveAttribute('href', '/forgot-password');
    await expectAccessible();
  });

  test('signs in: stores the session and goes to the dashboard', async () => {
    const api = fakeApi().on(authEndpoints['POST login']);
    const screen = await logIn();
    await expect.poll(() => screen.location().pathname).toBe('/');
    const answered = exampleOf(authEndpoints['POST login']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(answered.token);
    expect(localStorage.getItem(STORAGE_KEYS.planName)).toBe(answered.membership);
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe(exampleUser.first_name);
    expect(localStorage.getItem(STORAGE_KEYS.profileImage)).toMatch(/^http/);
    expect(api.callsOf(authEndpoints['POST login'])[0]?.input).toEqual({
      email: 'titan@lwl.test',
      password: 'Lwl@12345',
    });
  });

  test('goes back to the page that sent here', async () => {
    fakeApi().on(authEndpoints['POST login']);
    const back = await logIn('/login?next=%2Fevent%2Fwomen-in-leadership-summit');
    await expect.poll(() => back.location().pathname).toBe('/event/women-in-leadership-summit');
  });

  test('refuses a return path to another site and goes to /', async () => {
    fakeApi().on(authEndpoints['POST login']);
    const elsewhere = await logIn('/login?next=%2F%2Fevil.example%2F');
    await expect.poll(() => elsewhere.location().pathname).toBe('/');
  });

  const refusals = [
    {
      title: "a refused login shows the server's message in the form and stores nothing",
      status: 400,
      message: authMessages.invalidCredentials,
    },
    {
      title: 'a throttled account (429) shows its message and stores nothing',
      status: 429,
      message: authMessages.tooManyLoginAttempts,
    },
  ];
  for (const { title, status, message } of refusals)
    test(title, async () => {
      fakeApi().on(authEndpoints['POST login'], () => answer(status, { status: 0, message }));
      const screen = await logIn();
      await expectFormMessage(message);
      expect(screen.location().pathname).toBe('/login');
      expect(localStorage.length).toBe(0);
    });

  test("another failure shows 'Something went wrong, Please try again later.'", async () => {
    fakeApi().on(authEndpoints['POST login'], () => answer(500));
    await logIn();
    await expectFormMessage(commonMessages.somethingWrongTryLater);
  });

  test("a membership receipt's link fills the e-mail in", async () => {
    await renderApp(<LoginPage />, { path: '/login?email=kavya%40example.com', route: '/login' });
    await expect.element(email()).toHaveValue('kavya@example.com');
  });
});
