/** /venturethank-you: after a Venture Vault pass payment (thank-you-route.tsx). */
import { VENTURE_VAULT } from '@lwl/schemas';
import { ThankYouRoute } from './thank-you-route.tsx';

const NEXT = { label: `Back to ${VENTURE_VAULT.title}`, to: '/venture-vault' };
const INTRO = (
  <p>
    Your {VENTURE_VAULT.title} pass is booked: {VENTURE_VAULT.datesLabel}, {VENTURE_VAULT.city}. Your pass and
    the venue details are on their way to your e-mail.
  </p>
);

export function Component() {
  return <ThankYouRoute next={NEXT} intro={INTRO} />;
}
