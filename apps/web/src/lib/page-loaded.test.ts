import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is per page load) and of the request counter it watches. */
async function freshModules() {
  vi.resetModules();
  const { pendingRequests } = await import('./pending-requests.ts');
  const pageLoaded = await import('./page-loaded.ts');
  let settled = false;
  void pageLoaded.pageLoaded.then(() => {
    settled = true;
  });
  return { pendingRequests, ...pageLoaded, isSettled: () => settled };
}

describe('pageLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles once the first page’s calls are over and two frames have passed', async () => {
    const page = await freshModules();
    let answer: (value: string) => void = () => {};
    const call = page.pendingRequests.track(new Promise<string>((resolve) => (answer = resolve)));
    page.watchFirstPage();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.isSettled()).toBe(false);
    answer('events');
    await call;
    await vi.advanceTimersByTimeAsync(20);
    expect(page.isSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.isSettled()).toBe(true);
  });

  it('settles after at most four seconds when a call does not end', async () => {
    const page = await freshModules();
    void page.pendingRequests.track(new Promise(() => {}));
    page.watchFirstPage();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(page.isSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.isSettled()).toBe(true);
  });
});
