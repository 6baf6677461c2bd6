/** /venture-vault: the Venture Vault event page (platform.md §2, §3, §4, §9). */
import { lazy, Suspense } from 'react';
import { TICKET_INCLUDES, WHAT_YOU_GAIN, WHO_IS_IT_FOR } from './content/highlights.ts';
import { Banner } from './sections/banner.tsx';
import { FactsStrip } from './sections/facts-strip.tsx';
import { HighlightCards } from './sections/highlight-cards.tsx';
import { PackagesSection } from './sections/packages-section.tsx';
import { PayNowBar } from './sections/pay-now-bar.tsx';
import { ScheduleTabs } from './sections/schedule-tabs.tsx';
import { SpeakerGrid } from './sections/speaker-grid.tsx';
import { TicketTypes } from './sections/ticket-types.tsx';
import './venture-vault.css';

// The last sections load after the page (outside its first-load bundle): the gallery fetches its
// videos and shows nothing until it has them; the FAQ and terms carry the accordion and their text.
const VideoGallery = lazy(() => import('./sections/video-gallery.tsx'));
const FaqAccordions = lazy(() => import('./sections/faq-accordions.tsx'));

export function Component() {
  return (
    <div className="vv">
      <Banner />
      <FactsStrip />
      <SpeakerGrid />
      <PayNowBar text="Seats are limited. Book your pass today." />
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
      <ScheduleTabs />
      <PayNowBar text="Two days that can change your business." />
      <TicketTypes />
      <PackagesSection />
      <Suspense fallback={null}>
        <VideoGallery />
        <FaqAccordions />
      </Suspense>
    </div>
  );
}
