import { passwordResetMachine } from '@lwl/machines';
import { machineCatalog } from '@lwl/machines/catalog';
import { expect, type Page, test } from '@playwright/test';
import { type AnyMachineSnapshot, type AnyStateNode, initialTransition, transition } from 'xstate';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { resetMock } from '../support/mock.ts';
import { DEV_ORIGIN, PROBE_STATE, STUDIO_ORIGIN } from '../support/studio-lane.ts';

/** Every request a page makes, to check that none leaves this machine. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:')
      hosts.add(url.hostname);
  });
  page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname));
  return hosts;
}

const LOCAL = ['localhost', '127.0.0.1'];

const activePaths = (snapshot: AnyMachineSnapshot) =>
  (snapshot._nodes as AnyStateNode[])
    .map((node) => node.path.join('.'))
    .filter(Boolean)
    .sort();

async function currentPaths(page: Page): Promise<string[]> {
  return (
    await page
      .locator('[data-state][aria-current="true"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state') ?? ''))
  ).sort();
}

test.describe('Flow Studio', () => {
  test('walks password reset from start to success by its buttons, highlighting what the machine says', async ({
    page,
  }) => {
    const hosts = recordHosts(page);
    await page.goto(`${STUDIO_ORIGIN}/`);
    await page.getByLabel('Search machines').fill('password');
    await page.getByRole('link', { name: 'passwordReset', exact: true }).click();
    await expect(page).toHaveURL(/#\/passwordReset$/);
    await expect(page.locator('[data-state="email.editing"]')).toHaveAttribute('aria-current', 'true');

    // The machine itself, stepped beside the studio with the same events.
    let [expected] = initialTransition(passwordResetMachine, {});
    expect(await currentPaths(page)).toEqual(activePaths(expected));
    const steps: Array<[button: string, event: { type: string }]> = [
      ['email.submit', { type: 'email.submit' }],
      ['done: requestOtp', { type: 'xstate.done.actor.requestOtp' }],
      ['otp.submit', { type: 'otp.submit' }],
      ['done: verifyOtp', { type: 'xstate.done.actor.verifyOtp' }],
      ['password.submit', { type: 'password.submit' }],
      ['done: resetPassword', { type: 'xstate.done.actor.resetPassword' }],
      ['after 1 s', { type: 'xstate.after.redirect.passwordReset.done' }],
    ];
    for (const [button, event] of steps) {
      await page.getByRole('button', { name: button, exact: true }).click();
      [expected] = transition(passwordResetMachine, expected, { ...event, output: {} } as never);
      const want = activePaths(expected);
      await expect.poll(() => currentPaths(page), { message: `after ${button}` }).toEqual(want);
    }
    expect(expected.status).toBe('done');
    await expect(page.locator('[data-state="left"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Status: done')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Events taken' }).getByRole('listitem')).toHaveCount(7);

    // Back undoes the last step; the address replays the path.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('[data-state="done"]')).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(page.locator('[data-state="done"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'Events taken' }).getByRole('listitem')).toHaveCount(6);
    await expectAccessible(page);
    expect([...hosts].filter((host) => !LOCAL.includes(host))).toEqual([]);
  });

  test('live inspection follows a state change made in the running app', async ({ browser, request }) => {
    await resetMock(request);
    const context = await browser.newContext();
    const studio = await context.newPage();
    const app = await context.newPage();
    const hosts = recordHosts(studio);
    const appHosts = recordHosts(app);

    await studio.goto(`${STUDIO_ORIGIN}/#/live`);
    await expect(studio.getByText('Connected.')).toBeVisible();
    await app.goto(`${DEV_ORIGIN}/forgot-password?inspect`);
    await expect(app.getByLabel('Email')).toBeVisible({ timeout: 30_000 });

    await studio
      .getByRole('button', { name: /passwordReset.*active/ })
      .last()
      .click();
    await expect(studio.locator('[data-state="email.editing"]')).toHaveAttribute('aria-current', 'true');

    await app.getByLabel('Email').fill(TITAN.email);
    await app.getByRole('button', { name: 'Send OTP' }).click();
    await expect(app.getByLabel('OTP')).toBeVisible();

    await expect(studio.locator('[data-state="otp.editing"]')).toHaveAttribute('aria-current', 'true');
    await expect(studio.locator('[data-state="email.editing"]')).not.toHaveAttribute('aria-current', 'true');
    // In words by default: the state by its description, each event by what it did.
    await expect(studio.getByLabel('Live state')).toContainText('The code field and Verify');
    await expect(
      studio.getByRole('row').filter({ hasText: 'She presses Send code with her e-mail' }).first(),
    ).toContainText('passwordReset');
    // With code names, as a developer reads it.
    await studio.getByRole('button', { name: 'Code names' }).click();
    await expect(studio.getByLabel('Live state')).toContainText('otp');
    // The event log: what was sent, with its fields, and where it led; the context as the app has it.
    const submitted = studio.getByRole('row').filter({ hasText: 'email.submit' }).first();
    await expect(submitted).toContainText('passwordReset');
    await submitted.getByText('fields').click();
    await expect(submitted).toContainText(TITAN.email);
    await expect(
      studio.getByRole('row').filter({ hasText: 'xstate.done.actor.requestOtp' }).first(),
    ).toContainText('otp');
    await expect(studio.getByRole('heading', { name: 'Context' }).locator('..')).toContainText(TITAN.email);
    await expectAccessible(studio);
    await studio.getByRole('button', { name: 'Code names' }).click();
    expect([...hosts, ...appHosts].filter((host) => !LOCAL.includes(host))).toEqual([]);
    await context.close();
  });

  test('compared with a revision, marks the machine that changed and the state it had', async ({ page }) => {
    // The studio of these specs compares with this checkout's HEAD plus one state in passwordReset.
    await page.goto(`${STUDIO_ORIGIN}/`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'passwordReset', exact: true }) });
    await expect(card).toHaveAttribute('data-change', 'changed');
    await expect(page.getByText(/Compared with .*machines? changed/)).toBeVisible();

    await card.getByRole('link', { name: 'passwordReset', exact: true }).click();
    await expect(page.getByText('1 state removed')).toBeVisible();
    await expect(page.locator(`[data-state="${PROBE_STATE}"]`)).toHaveAttribute('data-change', 'removed');
    // What is still there is not marked, and the simulation runs on the machine as it is now.
    await expect(page.locator('[data-state="email.editing"]')).not.toHaveAttribute('data-change', /.+/);
    await expect(page.locator('[data-state="email.editing"]')).toHaveAttribute('aria-current', 'true');
  });

  test('every chart fits readable: all labels in view or a pan said on screen, no text under 11 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const ids = [...new Set(machineCatalog().map((entry) => entry.chart.machine.id))];
    for (const id of ids) {
      await page.goto(`${STUDIO_ORIGIN}/#/${id}`);
      await expect(page.locator('[data-state]').first()).toBeVisible();
      const fit = page.getByTestId('chart-fit');
      // Fitted once the chart's box has its size; let the page settle (a later resize fits again).
      await expect(fit).toHaveAttribute('data-whole', /^(true|false)$/);
      await page.waitForTimeout(300);
      const whole = (await fit.getAttribute('data-whole')) === 'true';
      if (!whole) await expect(fit).toContainText('drag to pan');
      const report = await page.evaluate(() => {
        const frame = document.querySelector('[data-testid="chart"]')?.getBoundingClientRect();
        const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
        const scale = Number(/scale\(([\d.]+)\)/.exec(viewport?.style.transform ?? '')?.[1] ?? 0);
        const texts = [
          ...document.querySelectorAll<HTMLElement>(
            '.edge-label span, .state-key, .state-description span, .state-lines li, .state .badge',
          ),
        ];
        const smallest = Math.min(
          ...texts.map((el) => Number.parseFloat(getComputedStyle(el).fontSize) * scale),
        );
        const boxes = [...document.querySelectorAll('.edge-label, [data-state]')].map((el) =>
          el.getBoundingClientRect(),
        );
        const out = frame
          ? boxes.filter(
              (b) =>
                b.left < frame.left - 1 ||
                b.top < frame.top - 1 ||
                b.right > frame.right + 1 ||
                b.bottom > frame.bottom + 1,
            ).length
          : -1;
        return { smallest, out };
      });
      expect(report.smallest, `${id}: smallest text in px`).toBeGreaterThanOrEqual(11);
      if (whole) expect(report.out, `${id}: labels or states outside the view`).toBe(0);
    }
  });

  test('the screen of the current state sits beside the chart; the storyboard lays them out in path order', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${STUDIO_ORIGIN}/#/passwordReset`);
    const screen = page.getByRole('img', { name: 'The app in state email.editing' });
    await expect(screen).toBeVisible();
    const chart = await page.locator('.chart').boundingBox();
    const shown = await screen.boundingBox();
    expect(chart && shown && shown.x >= chart.x + chart.width && shown.y < chart.y + chart.height).toBe(true);

    await page.getByRole('link', { name: 'Storyboard' }).click();
    const path = page.getByRole('list', { name: 'Path' });
    await expect(path.locator('[data-story-state]').first()).toBeVisible();
    const states = await path
      .locator('[data-story-state]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-story-state')));
    expect(states[0]).toBe('email.editing');
    expect(states.indexOf('otp.editing')).toBeLessThan(states.indexOf('password.editing'));
    const otp = path.getByRole('img', { name: 'The app in state otp.editing' });
    await expect.poll(() => otp.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await expectAccessible(page);
  });
});
