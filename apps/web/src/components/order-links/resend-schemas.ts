/** The resend form's resolver (the endpoint's own input schema), loaded at the first input (lib/deferred.ts). */
import { zodResolver } from '@hookform/resolvers/zod';
import { ordersEndpoints } from '@lwl/schemas';

export const resendResolver = zodResolver(ordersEndpoints['POST resend-order-links'].input);
