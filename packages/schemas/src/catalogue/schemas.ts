/**
 * Schemas of the static catalogue's entities (membership.md §3). Kept apart from the data so that a
 * page showing prices or privilege tables does not bundle zod: the data modules import these only as types.
 */
import { z } from 'zod';
import { currencySchema } from '../payment/payment.ts';
import { CATALOGUE_IDS } from './static-catalogue.ts';

export const catalogueIdSchema = z.enum(CATALOGUE_IDS);
export type CatalogueId = z.infer<typeof catalogueIdSchema>;

const amount = z.number().nonnegative();

export const otherPriceSchema = z.object({
  term: z.string().min(1),
  oldPrice: amount.nullable(),
  price: amount,
  currency: currencySchema,
});
export type OtherPrice = z.infer<typeof otherPriceSchema>;

/** Static plan catalogue entry (membership.md §3). `annualFees` per term, where the catalogue has them. */
export const catalogueEntrySchema = z.object({
  id: catalogueIdSchema,
  title: z.string().min(1),
  benefits: z.array(z.string().min(1)).min(1),
  price: amount,
  oldPrice: amount.nullable(),
  term: z.string().min(1),
  currency: currencySchema,
  joiningFee: amount.nullable(),
  firstAnnualFee: amount.nullable(),
  annualFees: z.object({ oneYear: amount, twoYears: amount, threeYears: amount }).nullable(),
  otherprices: z.array(otherPriceSchema),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** Plan display entity (membership.md §3): one plan card of the overview page. */
export const planDisplaySchema = z.object({
  title: z.string().min(1),
  /** Display string of the total, e.g. '₹1,10,000'. */
  totalFee: z.string().min(1),
  totalFeeAmount: z.number().nonnegative(),
  currency: currencySchema,
  /** The undiscounted total, shown struck through; null when there is none. */
  feeDetailTotal: z.number().nonnegative().nullable(),
  feeDetailTotalLabel: z.string().nullable(),
  feeDetails: z.array(z.object({ label: z.string(), value: z.string(), amount: z.number().nonnegative() })),
});
export type PlanDisplay = z.infer<typeof planDisplaySchema>;

/** Tier price row (membership.md §3): one pricing card of a marketing page. */
export const tierPriceRowSchema = z.object({
  duration: z.string().min(1),
  oldPrice: z.number().nonnegative().nullable(),
  price: z.number().nonnegative(),
  highlight: z.boolean(),
});
export type TierPriceRow = z.infer<typeof tierPriceRowSchema>;

/** Privilege row (membership.md §3): whether Titan and Maverick include it. */
export const privilegeRowSchema = z.object({
  name: z.string().min(1),
  titan: z.boolean(),
  maverick: z.boolean(),
});
export type PrivilegeRow = z.infer<typeof privilegeRowSchema>;

/** A row of the one-column tables (Global page, UAE page). */
export const singlePrivilegeRowSchema = z.object({ name: z.string().min(1), available: z.boolean() });
export type SinglePrivilegeRow = z.infer<typeof singlePrivilegeRowSchema>;

export const privilegeTableSchema = z.object({
  title: z.string().min(1),
  rows: z.array(privilegeRowSchema).min(1),
});
export type PrivilegeTable = z.infer<typeof privilegeTableSchema>;
