/**
 * Every component test: the app shell's stylesheets (as main.tsx loads them: tokens, the base, and the
 * form and checkout styles every form shares), and a start signed out, with no toast left over.
 */
import { afterEach } from 'vitest';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/layout.css';
import '../components/ui/form-field.css';
import '../components/checkout/checkout.css';
import '../components/checkout/order-summary.css';

afterEach(async () => {
  localStorage.clear();
  const { toast } = await import('sonner');
  toast.dismiss();
});
