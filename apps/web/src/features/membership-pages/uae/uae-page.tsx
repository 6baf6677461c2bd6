/** /uae-memberships and /uae (membership.md §2 "UAE page", §9 UAE page prices and benefits). */
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
import { NewsletterBox } from '../shared/newsletter-box.tsx';
import { SinglePrivilegeTable } from '../shared/privilege-tables.tsx';
import { BenefitsSection, UsdPricingSection } from '../shared/usd-plan-sections.tsx';
import '../shared/marketing.css';
import './uae.css';

// Below the fold: the form stack (react-hook-form, the resolver, the API client) loads after first paint.
const EnquiryForm = lazy(() =>
  import('./enquiry-form.tsx').then((module) => ({ default: module.EnquiryForm })),
);

export function Component() {
  return (
    <div className="mp-page uae">
      <section className="mp-hero uae-hero" aria-labelledby="uae-title">
        <div className="container">
          <span className="eyebrow">UAE Membership</span>
          <h1 id="uae-title">
            {UAE_BANNER.title}
            <span className="uae-subtitle">{UAE_BANNER.subtitle}</span>
          </h1>
          <p className="mp-hero-lead">
            LWL arrives in the UAE with a membership for the region's women leaders. Join us for the launch.
          </p>
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
        </div>
      </section>
      <section className="mp-section" aria-labelledby="uae-audience-title">
        <div className="container">
          <h2 id="uae-audience-title">Who It's for</h2>
          <ol className="uae-criteria">
            {UAE_AUDIENCE.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ol>
        </div>
      </section>
      <UsdPricingSection
        idPrefix="uae"
        rows={UAE_PAGE_PRICE_ROWS}
        label="UAE membership pricing"
        buyTo="/uae-membership"
      />
      <BenefitsSection idPrefix="uae" benefits={UAE_BENEFITS}>
        <SinglePrivilegeTable caption="Privileges" column={UAE_PRIVILEGES_COLUMN} rows={UAE_PRIVILEGES} />
      </BenefitsSection>
      <section className="mp-section mp-section-alt" aria-labelledby="uae-enquiry-title">
        <div className="container uae-enquiry">
          <div className="mp-section-head">
            <h2 id="uae-enquiry-title">Enquire about the UAE membership</h2>
            <p>Tell us a little about yourself and our team will get in touch.</p>
          </div>
          <Suspense fallback={<p className="uae-enquiry-loading">Loading the form…</p>}>
            <EnquiryForm />
          </Suspense>
        </div>
      </section>
      <NewsletterBox buttonLabel="SUBSCRIBE NOW" />
    </div>
  );
}
