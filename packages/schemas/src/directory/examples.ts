import type { ExamplesFor } from '../api/endpoint.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import type { directoryEndpoints } from './endpoints.ts';

export const exampleDirectoryEntries: DirectoryEntry[] = [
  {
    image: 'http://localhost:8787/images/users/7.svg',
    first_name: 'Ritu',
    last_name: 'Sharma',
    company_name: 'Sharma Legal LLP',
    designation: 'Managing Partner',
    email: 'ritu.sharma@example.com',
    city: 'Delhi',
    industry: 'Legal',
    activebookings: { membership: 'Titan' },
  },
  {
    image: null,
    first_name: 'Sneha',
    last_name: 'Kulkarni',
    company_name: 'BrightPath Learning',
    designation: 'Co-founder',
    email: 'sneha.kulkarni@example.com',
    city: 'Pune',
    industry: 'Education',
    activebookings: { membership: 'Maverick' },
  },
];

export const directoryExamples = {
  'GET all-members': {
    input: { start: '20', limit: '20' },
    response: { status: 1, data: exampleDirectoryEntries, total: 128 },
  },
} satisfies ExamplesFor<typeof directoryEndpoints>;
