/** /uae-memberships and /uae. */
import {
  EXTERNAL_LINKS,
  UAE_AUDIENCE,
  UAE_BANNER,
  UAE_BENEFITS,
  UAE_PAGE_PRICE_ROWS,
  UAE_PRIVILEGES,
  UAE_PRIVILEGES_COLUMN,
} from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { HeroPrice } from '../shared/from-price.tsx';
import { NewsletterBox } from '../shared/newsletter-box.tsx';
import { MarketingHero, MarketingSection, SectionHead } from '../shared/page-parts.tsx';
import { UsdPlanSections } from '../shared/usd-plan-sections.tsx';
import '../shared/marketing.css';
import './uae.css';

// Below the fold: the form stack (react-hook-form, the resolver, the API client) loads after first paint.
const EnquiryForm = lazy(() =>
  import('./enquiry-form.tsx').then((module) => ({ default: module.EnquiryForm })),
);

export function Component() {
  return (
    <div className="mp-page uae">
      <MarketingHero
        titleId="uae-title"
        eyebrow="UAE Membership"
        title={
          <>
            {UAE_BANNER.title}
            <span className="uae-subtitle">{UAE_BANNER.subtitle}</span>
          </>
        }
        lead="LWL arrives in the UAE with a membership for the region's women leaders. Join us for the launch."
        className="uae-hero"
      >
        <HeroPrice label="UAE membership" slug="uae-membership" />
        <div className="cluster mp-actions">
          <a
            href={EXTERNAL_LINKS.uaeLaunchRsvp}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-accent"
          >
            RSVP NOW
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </MarketingHero>
      <MarketingSection titleId="uae-audience-title" title="Who It's for">
        <ol className="grid-auto uae-criteria">
          {UAE_AUDIENCE.map((criterion) => (
            <li key={criterion} className="card">
              {criterion}
            </li>
          ))}
        </ol>
      </MarketingSection>
      <UsdPlanSections
        idPrefix="uae"
        rows={UAE_PAGE_PRICE_ROWS}
        label="UAE membership pricing"
        buyTo="/uae-membership"
        benefits={UAE_BENEFITS}
        privilegesColumn={UAE_PRIVILEGES_COLUMN}
        privileges={UAE_PRIVILEGES}
      />
      <MarketingSection titleId="uae-enquiry-title" alt containerClassName="uae-enquiry">
        <SectionHead titleId="uae-enquiry-title" title="Enquire about the UAE membership">
          Tell us a little about yourself and our team will get in touch.
        </SectionHead>
        <Suspense fallback={<p className="uae-enquiry-loading">Loading the form…</p>}>
          <EnquiryForm />
        </Suspense>
      </MarketingSection>
      <NewsletterBox buttonLabel="SUBSCRIBE NOW" />
    </div>
  );
}
