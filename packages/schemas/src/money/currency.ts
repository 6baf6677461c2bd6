import { z } from 'zod';

export const currencySchema = z.enum(['INR', 'USD']);
export type Currency = z.infer<typeof currencySchema>;
