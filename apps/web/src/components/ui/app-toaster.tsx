/** sonner's Toaster, loaded lazily by the root layout (see lib/toast.ts). */
import { TIMING_MS } from '@lwl/schemas';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';

export default function AppToaster() {
  // Runs after the Toaster's own effects (children first), so it is subscribed by then.
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-right" duration={TIMING_MS.toast} richColors closeButton />;
}
