import { HEADER_BENEFITS_LINKS, HEADER_EVENTS_LINK } from '@lwl/schemas';
import { lazy, StrictMode, Suspense, startTransition, useEffect, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Header } from './header.tsx';
import { NavMenusFallback } from './nav-menus-fallback.tsx';

const main = () => page.getByRole('navigation', { name: 'Main' });
/** The first level of the header: its list's own items, in order. */
const firstLevel = () =>
  [...(main().element().querySelector('ul')?.children ?? [])].map((item) => item.textContent);

describe('the header', () => {
  test('has Events at the first level, marked current on its page; Benefits keeps its link', async () => {
    await renderApp(<Header />, { path: '/upcoming-events' });
    await expect.element(main()).toBeVisible();
    expect(firstLevel()).toEqual(['Membership', 'Events', 'Benefits', 'Enterprise']);
    const events = main().getByRole('link', { name: 'Events', exact: true });
    await expect.element(events).toHaveAttribute('href', HEADER_EVENTS_LINK.to);
    await expect.element(events).toHaveAttribute('aria-current', 'page');
    expect(HEADER_BENEFITS_LINKS.some((link) => 'to' in link && link.to === HEADER_EVENTS_LINK.to)).toBe(
      true,
    );

    // Keyboard: Tab moves from Membership to Events to Benefits, whose menu still lists Events.
    await main().getByRole('button', { name: 'Membership' }).element().focus();
    await userEvent.tab();
    await expect.element(events).toHaveFocus();
    await userEvent.tab();
    const benefits = main().getByRole('button', { name: 'Benefits' });
    await expect.element(benefits).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('menu').getByRole('menuitem', { name: 'Events', exact: true }))
      .toHaveAttribute('href', HEADER_EVENTS_LINK.to);
    await expectAccessible();
  });

  test('on a phone, the menu button opens a list with Events at its first level', async () => {
    await page.viewport(390, 844);
    const screen = await renderApp(<Header />, { path: '/login' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    // Closed, the navigation is out of sight and out of the accessibility tree.
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main().query()).toBeNull();
    await toggle.click();
    await expect
      .element(page.getByRole('button', { name: 'Close menu' }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(firstLevel()).toEqual(['Membership', 'Events', 'Benefits', 'Enterprise']);
    const events = main().getByRole('link', { name: 'Events', exact: true });
    await expect.element(events).toBeVisible();
    await events.click();
    expect(screen.location().pathname).toBe(HEADER_EVENTS_LINK.to);
    await expect
      .element(page.getByRole('button', { name: 'Menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * As the header loads its menus once they are wanted (header.tsx): a transition to the menus, the
 * fallback on screen until `arrived` settles, the download's end.
 */
function MenusArriving({ arrived }: { arrived: Promise<void> }) {
  const [Menus] = useState(() => lazy(() => arrived.then(() => import('./nav-menus.tsx'))));
  const [wanted, setWanted] = useState(false);
  useEffect(() => startTransition(() => setWanted(true)), []);
  return <Suspense fallback={<NavMenusFallback />}>{wanted ? <Menus /> : <NavMenusFallback />}</Suspense>;
}

async function menusArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  // StrictMode as in development (app.tsx): effects run twice.
  await renderApp(
    <StrictMode>
      <MenusArriving arrived={arrived} />
    </StrictMode>,
    { path: '/login' },
  );
  return arrive;
}

describe('focus while the menus download', () => {
  test('stays on the menu trigger that had it', async () => {
    const arrive = await menusArrivingLater();
    await main().getByRole('button', { name: 'Membership' }).element().focus();
    arrive();
    // radix marks its own triggers with data-state: the menus are on screen.
    await expect.element(main().getByRole('button', { name: 'Benefits' })).toHaveAttribute('data-state');
    await expect.element(main().getByRole('button', { name: 'Membership' })).toHaveFocus();
  });

  test('follows the keyboard past a trigger: a link reached meanwhile keeps it', async () => {
    const arrive = await menusArrivingLater();
    await main().getByRole('button', { name: 'Membership' }).element().focus();
    await userEvent.tab();
    await expect.element(main().getByRole('link', { name: 'Events', exact: true })).toHaveFocus();
    arrive();
    await expect.element(main().getByRole('button', { name: 'Benefits' })).toHaveAttribute('data-state');
    await expect.element(main().getByRole('link', { name: 'Events', exact: true })).toHaveFocus();
  });

  test('goes nowhere in the menus once it has left them', async () => {
    const arrive = await menusArrivingLater();
    const membership = main().getByRole('button', { name: 'Membership' });
    await membership.element().focus();
    // As a click on the page's text: focus leaves for no element.
    (membership.element() as HTMLElement).blur();
    arrive();
    await expect.element(main().getByRole('button', { name: 'Benefits' })).toHaveAttribute('data-state');
    expect(document.activeElement).toBe(document.body);
  });
});
