/**
 * sonner's Toaster, loaded lazily by the root layout (see lib/toast.ts). Top right under the sticky
 * header (never over its search box or buttons); full width under it on phones. Dialogs start below
 * the same band (dialog.css), so a toast never covers their buttons either.
 */
import { TIMING_MS } from '@lwl/schemas';
import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';

const TOP = 'var(--toast-top)';

export default function AppToaster() {
  // Runs after the Toaster's own effects (children first), so it is subscribed by then.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="top-right"
      duration={TIMING_MS.toast}
      richColors
      closeButton
      offset={{ top: TOP, right: 24 }}
      mobileOffset={{ top: TOP, left: 8, right: 8 }}
      style={{ '--width': '320px' } as CSSProperties}
    />
  );
}
