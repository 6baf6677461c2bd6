/**
 * "Send my links again", loaded with its form library only where a page shows it (a link that opens
 * no order, a guest's /ticket): a member's ticket list never needs it.
 */
import { lazy, Suspense } from 'react';

const ResendLinksForm = lazy(() =>
  import('./resend-links-form.tsx').then((module) => ({ default: module.ResendLinksForm })),
);

export function LazyResendLinksForm() {
  return (
    <Suspense fallback={null}>
      <ResendLinksForm />
    </Suspense>
  );
}
