/**
 * sonner's Toaster, loaded lazily by the root layout (see lib/toast.ts). On a wide screen, top right under
 * the sticky header (never over its search box or buttons). On a phone, where a toast spans the width, at
 * the bottom: at the top it covered the page's heading (the thank-you card's, for one). Dialogs keep clear
 * of the toasts' band at the top or, on a phone, at the bottom (dialog.css), so a toast never covers them.
 */
import { TIMING_MS } from '@lwl/schemas';
import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';

/** sonner's own phone breakpoint (its full-width layout); dialog.css and tokens.css use the same. */
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE).matches;

export default function AppToaster() {
  // Runs after the Toaster's own effects (children first), so it is subscribed by then.
  useEffect(() => toasterMounted(), []);
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      duration={TIMING_MS.toast}
      richColors
      closeButton
      offset={{ top: 'var(--toast-top)', right: 24 }}
      mobileOffset={{ bottom: 'var(--toast-bottom)', left: 8, right: 8 }}
      style={{ '--width': '320px' } as CSSProperties}
    />
  );
}
