import type { Faker } from '@faker-js/faker';
import { slugify } from '../slug.ts';
import type { MentorRecord } from '../store.ts';

interface MentorSpec {
  name: string;
  industry: string;
  allowNonMember: boolean;
  price: number;
}

/** Six industries; the 3rd, 6th, 9th and 12th are members-only. The first is open to guests. */
const SPECS: MentorSpec[] = [
  { name: 'Priya Sharma', industry: 'Technology', allowNonMember: true, price: 5000 },
  { name: 'Kavita Menon', industry: 'Finance', allowNonMember: true, price: 6000 },
  { name: 'Radhika Iyer', industry: 'Healthcare', allowNonMember: false, price: 7500 },
  { name: 'Sunita Desai', industry: 'Marketing', allowNonMember: true, price: 4000 },
  { name: 'Farah Khan Ali', industry: 'Law', allowNonMember: true, price: 8000 },
  { name: 'Nandini Bose', industry: 'Media', allowNonMember: false, price: 5500 },
  { name: 'Lakshmi Narayan', industry: 'Technology', allowNonMember: true, price: 6500 },
  { name: 'Aisha Qureshi', industry: 'Finance', allowNonMember: true, price: 7000 },
  { name: 'Deepa Raghavan', industry: 'Healthcare', allowNonMember: false, price: 4500 },
  { name: 'Shalini Verma', industry: 'Marketing', allowNonMember: true, price: 3500 },
  { name: 'Tara Fernandes', industry: 'Law', allowNonMember: true, price: 9000 },
  { name: 'Gauri Malhotra', industry: 'Media', allowNonMember: false, price: 5000 },
];

export function seedMentors(faker: Faker): MentorRecord[] {
  return SPECS.map((spec, index): MentorRecord => {
    const company = faker.company.name();
    const topic = faker.company.buzzNoun();
    return {
      id: index + 1,
      slug: slugify(spec.name),
      name: spec.name,
      title: `${spec.industry} leader`,
      designation: faker.person.jobTitle(),
      company_name: company,
      area_of_interest: `${spec.industry}, ${topic}`,
      area_of_interest_content: `<p>${faker.lorem.sentences(2)}</p>`,
      description: `<p>${faker.lorem.paragraph()}</p><p>${faker.lorem.paragraph()}</p>`,
      session_content: `<ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul>`,
      categories: [spec.industry],
      allow_non_member: spec.allowNonMember,
      session_price_without_gst: spec.price,
      non_member_price_without_gst: Math.round(spec.price * 1.5),
    };
  });
}
