import type { ExamplesFor } from '../api/endpoint.ts';
import type { profileEndpoints } from './endpoints.ts';
import { profileMessages } from './messages.ts';
import type { User } from './user.ts';

/** A Titan member with GST details (the seeded titan@lwl.test). */
export const exampleUser: User = {
  id: 1,
  title: 'Ms',
  first_name: 'Ananya',
  last_name: 'Iyer',
  phone: '9876543210',
  email: 'titan@lwl.test',
  company_name: 'Iyer Ventures Pvt Ltd',
  designation: 'Managing Director',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
  image: 'http://localhost:8787/images/users/1.svg',
  provides_gst_details: true,
  gst_number: '27AABCI1234F1Z5',
  gst_company_name: 'Iyer Ventures Pvt Ltd',
  gst_address_line_1: '12 Marine Drive',
  gst_address_line_2: 'Churchgate',
  gst_state: 'Maharashtra',
  gst_pincode: '400020',
};

/** A 1×1 PNG's signature bytes, enough to stand for an upload. */
export const examplePhoto = (): Blob =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });

export const profileExamples = {
  'GET user': {
    input: {},
    response: { status: 1, data: exampleUser },
  },
  'POST update-personal-details': {
    input: {
      title: 'Ms',
      first_name: 'Ananya',
      last_name: 'Iyer',
      phone: '9876543210',
      email: 'titan@lwl.test',
      company_name: 'Iyer Ventures Pvt Ltd',
      designation: 'Managing Director',
      city: 'Mumbai',
      pincode: '400001',
      image: examplePhoto(),
    },
    response: {
      status: 1,
      message: profileMessages.personalDetailsUpdated,
      data: { image: 'http://localhost:8787/images/users/1.svg', first_name: 'Ananya', last_name: 'Iyer' },
    },
  },
  'POST update-gst-details': {
    input: {
      provides_gst_details: true,
      gst_number: '27AABCI1234F1Z5',
      gst_company_name: 'Iyer Ventures Pvt Ltd',
      gst_address_line_1: '12 Marine Drive',
      gst_address_line_2: 'Churchgate',
      gst_state: 'Maharashtra',
      gst_pincode: '400020',
    },
    response: { status: 1, message: profileMessages.gstDetailsUpdated },
  },
} satisfies ExamplesFor<typeof profileEndpoints>;
