/** /uae-membership: the UAE sign-up and payment form. */
import { SignUpPage } from './sign-up-page.tsx';

export function Component() {
  return <SignUpPage variant="uae" />;
}
