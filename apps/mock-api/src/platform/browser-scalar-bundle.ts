/** Where the review build puts Scalar's bundle, beside the service worker (apps/review). */
export const SCALAR_BUNDLE_FILE = 'mock-assets/scalar.js';

/** Scalar's self-contained browser bundle: in a service worker, the copy the review build ships beside it. */
export const scalarBundle = async (): Promise<string> => {
  const answer = await fetch(
    new URL(
      SCALAR_BUNDLE_FILE,
      (globalThis as unknown as { registration: { scope: string } }).registration.scope,
    ),
  );
  if (!answer.ok) throw new Error(`${SCALAR_BUNDLE_FILE}: ${answer.status}`);
  return answer.text();
};
