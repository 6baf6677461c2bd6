/** /member-details/{slug}: the purchase form for titan, maverick or lap; any other slug is not found. */
import { PURCHASE_FORM_SLUGS, type PurchaseFormSlug, TIER_NAME_BY_SLUG } from '@lwl/schemas';
import { Link, useParams } from 'react-router-dom';
import { BrandPanels } from '../../components/membership-form/brand-panels.tsx';
import { MemberDetailsForm } from './member-details-form.tsx';
import '../../components/ui/button.css';
import '../../components/membership-form/membership-form.css';

const isPurchaseSlug = (slug: string | undefined): slug is PurchaseFormSlug =>
  (PURCHASE_FORM_SLUGS as readonly string[]).includes(slug ?? '');

export function Component() {
  const { slug } = useParams();
  if (!isPurchaseSlug(slug)) {
    return (
      <div className="container page">
        <h1>Membership not found</h1>
        <p className="page-intro">
          There is no membership called “{slug}”. Choose one from our membership plans.
        </p>
        <Link to="/membership" className="btn btn-primary">
          See membership plans
        </Link>
      </div>
    );
  }
  const tier = TIER_NAME_BY_SLUG[slug];
  return (
    <div className="container page">
      <span className="eyebrow">Become a member</span>
      <h1>{slug === 'lap' ? tier : `${tier} Membership`}</h1>
      <p className="page-intro">
        Choose your city and duration, tell us about yourself, and pay securely online.
      </p>
      <div className="membership-form-page">
        {/* A new slug starts a new purchase. */}
        <MemberDetailsForm key={slug} slug={slug} />
        <BrandPanels />
      </div>
    </div>
  );
}
