import type { ExamplesFor } from '../api/endpoint.ts';
import { examplePhoto } from '../profile/examples.ts';
import type { applicationEndpoints } from './endpoints.ts';
import { applicationMessages } from './messages.ts';

export const applicationExamples = {
  'POST new-member-form': {
    input: {
      email: 'maverick@lwl.test',
      name: 'Kavya Reddy',
      phone: '9900112233',
      date_of_birth: '1986-07-14',
      residential_address: '22 Jubilee Hills, Hyderabad 500033',
      work_city: 'Hyderabad',
      current_designation: 'VP Engineering',
      company_name: 'Nimbus Cloud Systems',
      industry_type: 'Technology',
      instagram_id: '@kavya.builds',
      linkedin_id: 'linkedin.com/in/kavyareddy',
      career_phase: 'Senior leader',
      annual_turnover: '₹50 Crore – ₹100 Crore',
      employees_count: 'Medium 51-250',
      professional_goals: 'Move into a CTO role and sit on a startup board.',
      lwl_value: 'Peers who have scaled engineering organisations.',
      professional_bio: 'Engineering leader with 14 years in cloud infrastructure, leading teams of 120.',
      professional_image: examplePhoto(),
      marital_status: 'Married',
      children_count: '2',
      children_age_groups: ['6–12 years', '13–18 years'],
      household_income: 'Prefer not to say',
      personal_goals: 'Run a half marathon.',
      resources_needed: 'Board readiness programmes.',
      hobbies: 'Carnatic music, running',
      part_of_other_orgs: 'Yes',
      other_orgs_name: 'Women in Cloud',
      learn_about_lwl: 'An LWL member',
      lwl_activities: ['Networking events', 'Mentorship sessions'],
      why_choose_lwl: 'Find mentors or mentor others',
      inperson_event_factors: ['Topic and speakers', 'Day and time'],
    },
    response: { status: 1, message: applicationMessages.success },
  },
} satisfies ExamplesFor<typeof applicationEndpoints>;
