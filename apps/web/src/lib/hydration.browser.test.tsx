import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { HydrationProvider, useHydrating, willHydrate } from './hydration.tsx';

/** Each value a Probe rendered with, in order. */
let rendered: boolean[] = [];

/** What a component shows from useHydrating: the written value, then the browser's. */
function Probe() {
  const hydrating = useHydrating();
  rendered.push(hydrating);
  return <p>{hydrating ? 'as written' : 'as the browser knows it'}</p>;
}

const probe = (
  <HydrationProvider>
    <Probe />
  </HydrationProvider>
);

describe('useHydrating', () => {
  test('is false from the start where the app renders alone', async () => {
    rendered = [];
    await render(probe);
    expect(rendered.every((value) => !value)).toBe(true);
    await expect.element(page.getByText('as the browser knows it')).toBeVisible();
    expect(page.getByText('as written').query()).toBeNull();
  });

  test('is true while a written page hydrates, so its markup matches; false once it has', async () => {
    const container = document.createElement('div');
    // As main.tsx does before it hydrates; the build's render, on the server, starts the same way.
    willHydrate();
    container.innerHTML = renderToString(probe);
    document.body.append(container);
    expect(container.textContent).toBe('as written');
    const written = container.querySelector('p');
    const errors = vi.spyOn(console, 'error');

    rendered = [];
    const root = hydrateRoot(container, probe);
    await expect.element(page.getByText('as the browser knows it')).toBeVisible();
    expect(rendered.at(0)).toBe(true);
    expect(rendered.at(-1)).toBe(false);
    // Hydrated, not rendered over: the written element stays; no mismatch was reported.
    expect(container.querySelector('p')).toBe(written);
    expect(errors).not.toHaveBeenCalled();

    // A provider mounted later (the app rendered again) is false from its first render.
    rendered = [];
    root.render(<section>{probe}</section>);
    await expect.poll(() => container.querySelector('section > p')).not.toBeNull();
    expect(rendered.every((value) => !value)).toBe(true);
    root.unmount();
    container.remove();
  });
});
