import type { Faker } from '@faker-js/faker';
import { slugify } from '../slug.ts';
import type { MentorRecord } from '../store.ts';
import { escapeHtml } from './copy/html.ts';
import {
  MENTEE_FIT,
  MENTORING_STYLE,
  type MentorIndustry,
  SESSION_CLOSINGS,
  SESSION_TOPICS,
} from './copy/mentors.ts';

interface MentorSpec {
  name: string;
  industry: MentorIndustry;
  allowNonMember: boolean;
  price: number;
  designation: string;
  company: string;
  /** What she mentors on (after the industry in `area_of_interest`). */
  focus: string;
  years: number;
  /** One sentence of her career, after the bio's opening line. */
  career: string;
}

/** Six industries; the 3rd, 6th, 9th and 12th are members-only. The first is open to guests. */
const SPECS: MentorSpec[] = [
  {
    name: 'Priya Sharma',
    industry: 'Technology',
    allowNonMember: true,
    price: 5000,
    designation: 'Vice President, Engineering',
    company: 'Nimbus Cloud Systems',
    focus: 'Engineering leadership',
    years: 18,
    career:
      'She built the company’s Bangalore engineering centre from a team of six to more than four hundred.',
  },
  {
    name: 'Kavita Menon',
    industry: 'Finance',
    allowNonMember: true,
    price: 6000,
    designation: 'Chief Financial Officer',
    company: 'Meridian Capital Partners',
    focus: 'Fundraising and investor relations',
    years: 20,
    career:
      'She has led three fundraising rounds and an IPO, and sits on the audit committees of two listed companies.',
  },
  {
    name: 'Radhika Iyer',
    industry: 'Healthcare',
    allowNonMember: false,
    price: 7500,
    designation: 'Chief Operating Officer',
    company: 'Arogya Hospitals Group',
    focus: 'Scaling healthcare operations',
    years: 22,
    career: 'She oversaw the group’s growth from two hospitals to eleven across South India.',
  },
  {
    name: 'Sunita Desai',
    industry: 'Marketing',
    allowNonMember: true,
    price: 4000,
    designation: 'Chief Marketing Officer',
    company: 'Brightleaf Consumer Brands',
    focus: 'Brand building',
    years: 16,
    career: 'She has launched more than twenty consumer brands and relaunched several more.',
  },
  {
    name: 'Farah Khan Ali',
    industry: 'Law',
    allowNonMember: true,
    price: 8000,
    designation: 'Managing Partner',
    company: 'Ali & Associates',
    focus: 'Corporate governance',
    years: 24,
    career:
      'She advises boards on governance and has negotiated some of the region’s largest joint ventures.',
  },
  {
    name: 'Nandini Bose',
    industry: 'Media',
    allowNonMember: false,
    price: 5500,
    designation: 'Editor-in-Chief',
    company: 'The Current Review',
    focus: 'Public speaking and personal branding',
    years: 19,
    career: 'She began as a business reporter and now leads a newsroom of more than a hundred journalists.',
  },
  {
    name: 'Lakshmi Narayan',
    industry: 'Technology',
    allowNonMember: true,
    price: 6500,
    designation: 'Founder and CEO',
    company: 'Kaveri AI Labs',
    focus: 'Building tech startups',
    years: 15,
    career:
      'She started the company after a decade in product roles and has since raised two venture rounds.',
  },
  {
    name: 'Aisha Qureshi',
    industry: 'Finance',
    allowNonMember: true,
    price: 7000,
    designation: 'Partner',
    company: 'Crescent Venture Fund',
    focus: 'Venture funding',
    years: 14,
    career: 'She invests in early-stage consumer and fintech companies, many of them led by women.',
  },
  {
    name: 'Deepa Raghavan',
    industry: 'Healthcare',
    allowNonMember: false,
    price: 4500,
    designation: 'Director, Clinical Research',
    company: 'Sanjeevani Life Sciences',
    focus: 'Leadership in life sciences',
    years: 21,
    career:
      'She has led clinical programmes across four countries and mentors young scientists moving into management.',
  },
  {
    name: 'Shalini Verma',
    industry: 'Marketing',
    allowNonMember: true,
    price: 3500,
    designation: 'Head of Growth',
    company: 'Pepper Street Digital',
    focus: 'Digital marketing',
    years: 12,
    career:
      'She has grown digital audiences for direct-to-consumer brands from launch to millions of customers.',
  },
  {
    name: 'Tara Fernandes',
    industry: 'Law',
    allowNonMember: true,
    price: 9000,
    designation: 'General Counsel',
    company: 'Westcoast Infrastructure Ltd',
    focus: 'Negotiation and contracts',
    years: 20,
    career:
      'She leads the legal team behind the company’s largest contracts and its public–private partnerships.',
  },
  {
    name: 'Gauri Malhotra',
    industry: 'Media',
    allowNonMember: false,
    price: 5000,
    designation: 'Founder',
    company: 'Storyloom Studios',
    focus: 'Content entrepreneurship',
    years: 17,
    career:
      'She left a television career to start the studio, which now produces documentaries and podcasts.',
  },
];

export function seedMentors(faker: Faker): MentorRecord[] {
  return SPECS.map((spec, index): MentorRecord => {
    const firstName = spec.name.split(' ')[0] ?? spec.name;
    // 'Founder of X', 'Editor-in-Chief of X', but 'Partner at X'.
    const of = /^(Founder|Editor)/.test(spec.designation) ? 'of' : 'at';
    const style = faker.helpers.arrayElements(MENTORING_STYLE, 2);
    const topics = [
      ...faker.helpers.arrayElements(SESSION_TOPICS[spec.industry], 2),
      faker.helpers.arrayElement(SESSION_CLOSINGS),
    ];
    return {
      id: index + 1,
      slug: slugify(spec.name),
      name: spec.name,
      title: `${spec.industry} leader`,
      designation: spec.designation,
      company_name: spec.company,
      area_of_interest: `${spec.industry}, ${spec.focus}`,
      area_of_interest_content: `<p>${firstName}’s sessions focus on ${spec.focus.toLowerCase()}. ${faker.helpers.arrayElement(MENTEE_FIT)}</p>`,
      description:
        `<p>${firstName} is ${spec.designation} ${of} ${escapeHtml(spec.company)}, with ${spec.years} years in ` +
        `${spec.industry.toLowerCase()}. ${spec.career}</p><p>${style.join(' ')}</p>`,
      session_content: `<ul>${topics.map((topic) => `<li>${topic}</li>`).join('')}</ul>`,
      categories: [spec.industry],
      allow_non_member: spec.allowNonMember,
      session_price_without_gst: spec.price,
      non_member_price_without_gst: Math.round(spec.price * 1.5),
    };
  });
}
