import * as z from 'zod/mini';
import { rupeeAmount } from '../money/units.ts';

/**
 * A sponsor package (`GET packages`, `GET non-member-packages`) or an enterprise marketing bundle
 * (`GET enterprise-packages`). `description` is HTML; `price_info` is the price in rupees (without GST)
 * for the kind of buyer the list was fetched for (members or non-members).
 */
export const sponsorPackageSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The package's id: the `package_id` of the package purchase calls." }),
    ),
  name: z.string().check(z.minLength(1)),
  description: z.string(),
  price_info: rupeeAmount('The price without GST'),
});
export type SponsorPackage = z.infer<typeof sponsorPackageSchema>;
