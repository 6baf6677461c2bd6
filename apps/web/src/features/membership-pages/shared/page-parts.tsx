/** The pieces every membership page repeats: the banner, a section, its heading, a bullet list. */
import { type IndiaPageCity, planFromPrice } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { TierPriceLink } from './from-price.tsx';

export function MarketingHero({
  titleId,
  eyebrow,
  title,
  lead,
  className,
  city,
  children,
}: {
  titleId: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The page's own background class, beside `mp-hero`. */
  className?: string;
  /** The chosen city, whose background (city-backgrounds.css) the banner takes. */
  city?: string;
  /** The actions and tabs under the lead. */
  children?: ReactNode;
}) {
  const classes = ['mp-hero', className, city ? `city-bg city-bg-${city.toLowerCase()}` : null];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1 id={titleId}>{title}</h1>
        <p className="mp-hero-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** The Titan and Maverick jump links of the India pages' banners, each with its price in the city. */
export function TierAnchors({ city, children }: { city?: IndiaPageCity; children?: ReactNode }) {
  return (
    <nav className="cluster mp-actions" aria-label="On this page">
      <TierPriceLink href="#titan" name="Titan" price={planFromPrice('titan', city)} accent />
      <TierPriceLink href="#maverick" name="Maverick" price={planFromPrice('maverick', city)} />
      {children}
    </nav>
  );
}

/**
 * A band of the page; `alt` gives it the white background that alternates with the ivory one. With
 * `title`, the band opens with that h2 (id `titleId`); without, the children hold the element so named.
 */
export function MarketingSection({
  id,
  titleId,
  title,
  alt = false,
  containerClassName,
  children,
}: {
  id?: string;
  titleId: string;
  title?: ReactNode;
  alt?: boolean;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={alt ? 'mp-section mp-section-alt' : 'mp-section'} aria-labelledby={titleId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {title === undefined ? null : <h2 id={titleId}>{title}</h2>}
        {children}
      </div>
    </section>
  );
}

/** A section's heading with the line under it (and an eyebrow above, when given). */
export function SectionHead({
  titleId,
  title,
  eyebrow,
  children,
}: {
  titleId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mp-section-head">
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <h2 id={titleId}>{title}</h2>
      <p>{children}</p>
    </div>
  );
}

export function BulletList({ items, children }: { items: readonly string[]; children?: ReactNode }) {
  return (
    <ul className="mp-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {children}
    </ul>
  );
}

/** The Limited Access Pass's term, title and benefits, beside its price. */
export function PassSummary({
  titleId,
  term,
  title,
  benefits,
}: {
  titleId: string;
  term: string;
  title: string;
  benefits: readonly string[];
}) {
  return (
    <div>
      <span className="eyebrow">{term}</span>
      <h2 id={titleId}>{title}</h2>
      <BulletList items={benefits} />
    </div>
  );
}
