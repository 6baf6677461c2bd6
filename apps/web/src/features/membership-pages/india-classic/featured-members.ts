/**
 * Featured members of the older India page's sliders (name, designation, company, img). Static,
 * fictional data: the specs show the fields only. `img` is null, so cards show initials avatars.
 */
export interface FeaturedMember {
  name: string;
  designation: string;
  company: string;
  img: string | null;
}

export const FEATURED_TITANS: readonly FeaturedMember[] = [
  { name: 'Anjali Mehra', designation: 'Chief Executive Officer', company: 'Northwind Capital', img: null },
  { name: 'Kavita Rao', designation: 'Managing Director', company: 'Sundaram Infra', img: null },
  { name: 'Meera Iyer', designation: 'Founder & Chair', company: 'Lotus Health', img: null },
  { name: 'Ritu Kapoor', designation: 'Chief Financial Officer', company: 'Indus Retail', img: null },
  { name: 'Shalini Desai', designation: 'Senior Partner', company: 'Desai & Associates', img: null },
];

export const FEATURED_MAVERICKS: readonly FeaturedMember[] = [
  { name: 'Pooja Nair', designation: 'Product Director', company: 'Brightpath Tech', img: null },
  { name: 'Sneha Kulkarni', designation: 'Founder', company: 'Kulkarni Designs', img: null },
  { name: 'Aditi Sharma', designation: 'Head of Marketing', company: 'Vistara Foods', img: null },
  { name: 'Neha Verma', designation: 'Engineering Manager', company: 'Cloudnine Labs', img: null },
  { name: 'Farah Khan', designation: 'Associate Vice President', company: 'Meridian Bank', img: null },
];

/** 'Anjali Mehra' → 'AM'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
