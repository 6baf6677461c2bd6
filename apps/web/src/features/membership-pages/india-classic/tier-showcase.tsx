/** A tier section of the older India page: who it is for, featured members, price card, benefits. */
import { type CatalogueEntry, catalogueOldPrice, formatMoney } from '@lwl/schemas';
import type { AddOn } from '../shared/add-on-slider.tsx';
import { AddOnSlider } from '../shared/add-on-slider.tsx';
import { BuyNow } from '../shared/buy-now.tsx';
import { MarketingSection, SectionHead } from '../shared/page-parts.tsx';
import { PriceTag } from '../shared/price-tag.tsx';
import { Slider } from '../shared/slider.tsx';
import { TierColumn } from '../shared/tier-columns.tsx';
import type { TierCopy } from '../shared/tier-copy.ts';
import { type FeaturedMember, initials } from './featured-members.ts';

export interface TierShowcaseProps {
  id: string;
  copy: TierCopy;
  entry: CatalogueEntry;
  members: readonly FeaturedMember[];
  benefits: readonly AddOn[];
  alt?: boolean;
}

function MemberCard({ member }: { member: FeaturedMember }) {
  return (
    <div className="slide-card member-card">
      {member.img ? (
        <img src={member.img} alt="" className="avatar" width={64} height={64} />
      ) : (
        <span className="avatar" aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <h4>{member.name}</h4>
      <p>{member.designation}</p>
      <p>{member.company}</p>
    </div>
  );
}

export function TierShowcase({ id, copy, entry, members, benefits, alt = false }: TierShowcaseProps) {
  return (
    <MarketingSection id={id} titleId={`${id}-title`} alt={alt}>
      <SectionHead titleId={`${id}-title`} title={copy.name}>
        {copy.tagline}
      </SectionHead>
      <div className="split classic-grid">
        <TierColumn title={copy.audienceTitle} lines={copy.audience} className="card" />
        <div className="card stack plan-card plan-card-highlight">
          <span className="eyebrow">{entry.term}</span>
          <h3 className="plan-card-title">{entry.title} membership</h3>
          <PriceTag price={entry.price} oldPrice={catalogueOldPrice(entry)} currency={entry.currency} />
          {entry.otherprices.length > 0 ? (
            <ul className="plan-fee-details">
              {entry.otherprices.map((other) => (
                <li key={other.term}>
                  <span>{other.term}</span>
                  <span>{formatMoney(other.price, other.currency)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <BuyNow to={`/member-details/${entry.id}`} label="Buy Now" />
        </div>
      </div>
      <h3 className="classic-slider-title">Featured {copy.name} members</h3>
      <Slider
        label={`Featured ${copy.name} members`}
        items={members}
        itemKey={(member) => member.name}
        renderItem={(member) => <MemberCard member={member} />}
      />
      <h3 className="classic-slider-title">{copy.name} benefits</h3>
      <AddOnSlider label={`${copy.name} benefits`} items={benefits} />
    </MarketingSection>
  );
}
