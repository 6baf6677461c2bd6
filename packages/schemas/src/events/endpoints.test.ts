import { describe } from 'vitest';
import { checkEndpointGroup } from '../purchase/endpoint-group-checks.ts';
import { eventsEndpoints } from './endpoints.ts';
import { eventsExamples } from './examples.ts';

describe('eventsEndpoints', () => {
  checkEndpointGroup(eventsEndpoints, eventsExamples, [
    { key: 'GET events', auth: 'optional', body: 'none' },
    { key: 'GET events/{slug}', auth: 'optional', body: 'none' },
    { key: 'POST event-payment', auth: 'none', body: 'json' },
    { key: 'POST user-event-payment', auth: 'required', body: 'json' },
    { key: 'POST event-payment-callback', auth: 'none', body: 'json' },
    { key: 'GET past-events', auth: 'none', body: 'none' },
  ]);
});
