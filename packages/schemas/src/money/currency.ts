import * as z from 'zod/mini';

export const currencySchema = z.enum(['INR', 'USD']);
export type Currency = z.infer<typeof currencySchema>;
