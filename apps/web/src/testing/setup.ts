/**
 * Every component test: the app shell's stylesheets (as main.tsx loads them: tokens, the base, and the
 * form and checkout styles every form shares) without motion, and a start signed out (nothing kept in the tab either), at the desktop
 * size, with no toast left over.
 */
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/layout.css';
import '../components/ui/form-field.css';
import '../components/checkout/checkout.css';
import '../components/checkout/order-summary.css';
import './no-motion.css';

afterEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  // The desktop size of vitest.browser.config.ts, after a test that looked at a phone's.
  await page.viewport(1280, 900);
  const { toast } = await import('sonner');
  toast.dismiss();
});
