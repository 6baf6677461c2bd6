import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { mentorsEndpoints } from './endpoints.ts';
import { mentorsExamples } from './examples.ts';

describe('mentorsEndpoints', () => {
  checkEndpointGroup(mentorsEndpoints, mentorsExamples, [
    { key: 'GET mentors', auth: 'optional', body: 'none' },
    { key: 'GET mentors/{id}', auth: 'optional', body: 'none' },
    { key: 'POST mentor-appointment-payment', auth: 'optional', body: 'json' },
    { key: 'POST mentor-payment-callback', auth: 'none', body: 'json' },
    { key: 'POST mentor-free-sesssion-appointment', auth: 'optional', body: 'json' },
  ]);
});
