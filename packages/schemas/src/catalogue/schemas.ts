/**
 * Schemas of the static catalogue's entities. Kept apart from the data so that a
 * page showing prices or privilege tables does not bundle zod: the data modules import these only as types.
 */
import * as z from 'zod/mini';
import { currencySchema } from '../payment/payment.ts';
import { CATALOGUE_IDS } from './catalogue-ids.ts';

export const catalogueIdSchema = z.enum(CATALOGUE_IDS);
export type CatalogueId = z.infer<typeof catalogueIdSchema>;

const amount = z.number().check(z.nonnegative());

export const otherPriceSchema = z.object({
  term: z.string().check(z.minLength(1)),
  oldPrice: z.nullable(amount),
  price: amount,
  currency: currencySchema,
});
export type OtherPrice = z.infer<typeof otherPriceSchema>;

/** Static plan catalogue entry. `annualFees` per term, where the catalogue has them. */
export const catalogueEntrySchema = z.object({
  id: catalogueIdSchema,
  title: z.string().check(z.minLength(1)),
  benefits: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  price: amount,
  oldPrice: z.nullable(amount),
  term: z.string().check(z.minLength(1)),
  currency: currencySchema,
  joiningFee: z.nullable(amount),
  firstAnnualFee: z.nullable(amount),
  annualFees: z.nullable(z.object({ oneYear: amount, twoYears: amount, threeYears: amount })),
  otherprices: z.array(otherPriceSchema),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** Plan display entity: one plan card of the overview page. */
export const planDisplaySchema = z.object({
  title: z.string().check(z.minLength(1)),
  /** Display string of the total, e.g. '₹1,10,000'. */
  totalFee: z.string().check(z.minLength(1)),
  totalFeeAmount: z.number().check(z.nonnegative()),
  currency: currencySchema,
  /** The undiscounted total, shown struck through; null when there is none. */
  feeDetailTotal: z.nullable(z.number().check(z.nonnegative())),
  feeDetailTotalLabel: z.nullable(z.string()),
  feeDetails: z.array(
    z.object({ label: z.string(), value: z.string(), amount: z.number().check(z.nonnegative()) }),
  ),
});
export type PlanDisplay = z.infer<typeof planDisplaySchema>;

/** Tier price row: one pricing card of a marketing page. */
export const tierPriceRowSchema = z.object({
  duration: z.string().check(z.minLength(1)),
  oldPrice: z.nullable(z.number().check(z.nonnegative())),
  price: z.number().check(z.nonnegative()),
  highlight: z.boolean(),
});
export type TierPriceRow = z.infer<typeof tierPriceRowSchema>;

/** Privilege row: whether Titan and Maverick include it. */
export const privilegeRowSchema = z.object({
  name: z.string().check(z.minLength(1)),
  titan: z.boolean(),
  maverick: z.boolean(),
});
export type PrivilegeRow = z.infer<typeof privilegeRowSchema>;

/** A row of the one-column tables (Global page, UAE page). */
export const singlePrivilegeRowSchema = z.object({
  name: z.string().check(z.minLength(1)),
  available: z.boolean(),
});
export type SinglePrivilegeRow = z.infer<typeof singlePrivilegeRowSchema>;

export const privilegeTableSchema = z.object({
  title: z.string().check(z.minLength(1)),
  rows: z.array(privilegeRowSchema).check(z.minLength(1)),
});
export type PrivilegeTable = z.infer<typeof privilegeTableSchema>;
