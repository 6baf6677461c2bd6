/** Job titles and company-name endings for the seeded directory members, by industry. */

export type MemberIndustry =
  | 'Technology'
  | 'Finance'
  | 'Healthcare'
  | 'Marketing'
  | 'Law'
  | 'Media'
  | 'Education'
  | 'Retail';

export const DESIGNATIONS: Readonly<Record<MemberIndustry, readonly string[]>> = {
  Technology: [
    'Engineering Manager',
    'Product Lead',
    'Chief Technology Officer',
    'Head of Data',
    'Director of Product',
    'Founder and CEO',
  ],
  Finance: [
    'Chief Financial Officer',
    'Investment Director',
    'Wealth Manager',
    'Head of Treasury',
    'Finance Controller',
    'Portfolio Manager',
  ],
  Healthcare: [
    'Medical Director',
    'Hospital Administrator',
    'Consultant Physician',
    'Head of Clinical Operations',
    'Founder and CEO',
  ],
  Marketing: [
    'Brand Director',
    'Head of Marketing',
    'Communications Lead',
    'Growth Manager',
    'Creative Director',
  ],
  Law: ['Partner', 'Senior Associate', 'General Counsel', 'Head of Legal', 'Compliance Director'],
  Media: ['Editor', 'Head of Content', 'Producer', 'Head of Communications', 'Publisher'],
  Education: ['Principal', 'Academic Director', 'Head of Learning', 'Programme Director', 'Founder'],
  Retail: [
    'Head of Store Operations',
    'Category Manager',
    'Merchandising Director',
    'Head of E-commerce',
    'Founder',
  ],
};

/** A company is a family name and one of these: 'Kapoor Capital'. */
export const COMPANY_ENDINGS: Readonly<Record<MemberIndustry, readonly string[]>> = {
  Technology: ['Technologies', 'Software', 'Digital', 'Labs', 'Systems'],
  Finance: ['Capital', 'Advisors', 'Wealth Partners', 'Finserv', 'Investments'],
  Healthcare: ['Healthcare', 'Clinics', 'Diagnostics', 'Life Sciences', 'Hospitals'],
  Marketing: ['Communications', 'Brand Studio', 'Marketing', 'Creative', 'Media Works'],
  Law: ['& Associates', 'Legal', 'Law Chambers', 'Legal Advisors'],
  Media: ['Media', 'Productions', 'Studios', 'Publishing'],
  Education: ['Learning', 'Academy', 'Education Trust', 'Schools'],
  Retail: ['Retail', 'Stores', 'Fashion House', 'Foods', 'Home'],
};
