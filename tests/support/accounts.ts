/** The mock's seeded accounts (docs/decisions/0011). */
export const TITAN = { email: 'titan@lwl.test', password: 'Lwl@12345', firstName: 'Ananya' } as const;
export const MAVERICK = { email: 'maverick@lwl.test', password: 'Lwl@12345' } as const;
export const SESSION_EXPIRED = 'Your session has expired. Please log in again to continue.';
