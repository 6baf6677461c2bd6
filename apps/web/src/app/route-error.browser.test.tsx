import { commonMessages, TRY_AGAIN } from '@lwl/schemas';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RouteErrorBoundary } from './route-error.tsx';

/** A page whose code fails until `broken` is false (as a page whose chunk did not download). */
let broken = true;
function Page() {
  if (broken) throw new Error('Failed to fetch dynamically imported module');
  return <h1>The event</h1>;
}

const at = (pathname: string) => (
  <MemoryRouter>
    <RouteErrorBoundary pathname={pathname}>
      <Page />
    </RouteErrorBoundary>
  </MemoryRouter>
);

const errorHeading = () => page.getByRole('heading', { level: 1, name: commonMessages.somethingWrongStop });
const pageHeading = () => page.getByRole('heading', { level: 1, name: 'The event' });

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
  });

  test('says the page could not be shown, and Try again shows it once it can be', async () => {
    await render(at('/event/summit'));
    await expect.element(errorHeading()).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: TRY_AGAIN }).click();
    await expect.element(pageHeading()).toBeVisible();
  });

  test('tries again by itself when the connection comes back', async () => {
    await render(at('/event/summit'));
    await expect.element(errorHeading()).toBeVisible();
    broken = false;
    window.dispatchEvent(new Event('online'));
    await expect.element(pageHeading()).toBeVisible();
  });

  test('stays on the error while the page still fails, and clears it at another address', async () => {
    const screen = await render(at('/event/summit'));
    await expect.element(errorHeading()).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await expect.element(errorHeading()).toBeVisible();
    broken = false;
    await screen.rerender(at('/upcoming-events'));
    await expect.element(pageHeading()).toBeVisible();
  });
});
