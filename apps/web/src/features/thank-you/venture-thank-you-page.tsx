/** /venturethank-you: after a Venture Vault pass payment (thank-you-route.tsx). */
import { VENTURE_VAULT, venturePassBooked } from '@lwl/schemas';
import type { ThankYouIntro } from './thank-you-intro.ts';
import { ThankYouRoute } from './thank-you-route.tsx';

const NEXT = { label: `Back to ${VENTURE_VAULT.title}`, to: '/venture-vault' };
/** The edition on the order (its dates and venue), never the page's own constant. */
const INTRO: ThankYouIntro = (receipt) => (
  <p>{venturePassBooked(receipt?.schedule)} Your pass is on its way to your e-mail, with these details.</p>
);

export function Component() {
  return <ThankYouRoute next={NEXT} intro={INTRO} />;
}
