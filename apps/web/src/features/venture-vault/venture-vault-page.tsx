/** /venture-vault: the Venture Vault event page. */
import { ventureEditionView } from '@lwl/machines';
import { lazy, Suspense } from 'react';
import { WhenNear } from '../../components/ui/when-near.tsx';
import { TICKET_INCLUDES, WHAT_YOU_GAIN, WHO_IS_IT_FOR } from './content/highlights.ts';
import { Banner } from './sections/banner.tsx';
import { FactsStrip } from './sections/facts-strip.tsx';
import { HighlightCards } from './sections/highlight-cards.tsx';
import { PackagesSection } from './sections/packages-section.tsx';
import { PayNowBar } from './sections/pay-now-bar.tsx';
import { ScheduleTabs } from './sections/schedule-tabs.tsx';
import { SpeakerGrid } from './sections/speaker-grid.tsx';
import { TicketTypes } from './sections/ticket-types.tsx';
import { useVentures } from './use-ventures.ts';
import './venture-vault.css';

// The last sections load when the reader scrolls towards them (outside the page's first load): the
// gallery fetches its videos and shows nothing until it has them; the FAQ and terms carry the
// accordion and their text.
const VideoGallery = lazy(() => import('./sections/video-gallery.tsx'));
const FaqAccordions = lazy(() => import('./sections/faq-accordions.tsx'));

export function Component() {
  const ventures = useVentures();
  const view = ventureEditionView(ventures[0].context.data?.edition);
  return (
    <div className="vv">
      <Banner view={view} />
      <FactsStrip />
      <SpeakerGrid />
      <PayNowBar text="Seats are limited. Book your pass today." view={view} />
      <HighlightCards
        id="vv-audience-title"
        eyebrow="Who is it for"
        title="Built for women who build"
        cards={WHO_IS_IT_FOR}
        tone="tinted"
      />
      <HighlightCards
        id="vv-gain-title"
        eyebrow="What you gain"
        title="Leave with more than notes"
        cards={WHAT_YOU_GAIN}
      />
      <HighlightCards
        id="vv-includes-title"
        eyebrow="Your ticket includes"
        title="Everything you need for two full days"
        cards={TICKET_INCLUDES}
        tone="tinted"
      />
      <ScheduleTabs days={view.days} />
      <PayNowBar text="Two days that can change your business." view={view} />
      <TicketTypes />
      <PackagesSection ventures={ventures} bookingOpen={view.bookingOpen} />
      <WhenNear>
        <Suspense fallback={null}>
          <VideoGallery />
          <FaqAccordions />
        </Suspense>
      </WhenNear>
    </div>
  );
}
