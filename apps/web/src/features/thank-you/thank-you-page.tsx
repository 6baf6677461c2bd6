/** /thank-you: after an event, mentor, package or membership payment (thank-you-route.tsx). */
import { ThankYouRoute } from './thank-you-route.tsx';

const NEXT = { label: 'Explore upcoming events', to: '/upcoming-events' };
const INTRO = <p>A confirmation is on its way to your e-mail with the details of your purchase.</p>;

export function Component() {
  return <ThankYouRoute next={NEXT} intro={INTRO} />;
}
