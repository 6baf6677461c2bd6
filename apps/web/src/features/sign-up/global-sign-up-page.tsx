/** /global-access-membership: the global sign-up and payment form (USD). */
import { SignUpPage } from './sign-up-page.tsx';

export function Component() {
  return <SignUpPage variant="global" />;
}
