import type { ExamplesFor } from '../api/endpoint.ts';
import type { enquiryEndpoints } from './endpoints.ts';
import { enquiryMessages } from './messages.ts';

export const enquiryExamples = {
  'POST uaeEnquiry': {
    input: {
      first_name: 'Fatima',
      last_name: 'Al Mansoori',
      email: 'fatima.almansoori@example.ae',
      phone: '+971501234567',
      city: 'Dubai',
      designation: 'Chief Operating Officer',
      company_name: 'Gulf Horizon Holdings',
      annual_income: 'AED 440K and above',
      work_experience: '15+ Years',
    },
    response: { status: 1, message: enquiryMessages.success },
  },
} satisfies ExamplesFor<typeof enquiryEndpoints>;
