/**
 * Starts the review build's mock (the service worker of apps/review) before the app's first call.
 * The first visit shows a note while the worker installs; later visits find it in control at once.
 */
import { reviewTexts } from '@lwl/schemas';
import { reviewBase } from '../lib/review.ts';

const WORKER_FILE = 'mock-worker.js';

function showNote(root: HTMLElement, text: string): HTMLElement {
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.className = 'review-note';
  note.textContent = text;
  note.style.cssText = 'margin:2rem auto;max-width:36rem;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif';
  root.append(note);
  return note;
}

/** Resolves once the worker controls this page. */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

export async function startMockWorker(root: HTMLElement): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    showNote(root, reviewTexts.unsupported);
    throw new Error('review: no service workers in this browser');
  }
  if (navigator.serviceWorker.controller) return;
  const note = showNote(root, reviewTexts.starting);
  const base = reviewBase();
  const registration = await navigator.serviceWorker.register(new URL(WORKER_FILE, base), {
    scope: base.pathname,
  });
  // A hard reload loads the page without the worker that is already active: ask it to take over.
  registration.active?.postMessage('lwl-claim');
  await controlled();
  note.remove();
}

/**
 * A page asked for before the worker was there (the folder's 404.html sends it on as `?to=` at the
 * folder's root): shown now, at its own address.
 */
export function openRequestedPage(): void {
  const to = new URLSearchParams(window.location.search).get('to');
  if (to === null || window.location.pathname !== reviewBase().pathname) return;
  const base = reviewBase();
  const target = new URL(to.replace(/^\/+/, ''), base);
  // Only a page of this folder: `?to=../elsewhere` is ignored.
  if (target.origin === base.origin && target.pathname.startsWith(base.pathname))
    window.history.replaceState(null, '', target);
}
