import * as z from 'zod/mini';

/**
 * Money fields say their unit in their JSON Schema description (the OpenAPI document): two units are
 * on the wire. What is charged (create-order answers, breakdowns, receipts, invoices) is a whole number
 * in the currency's minor unit, as the payment provider takes it; what is listed (catalogue prices,
 * account lists) is in the major unit, as the specs send it.
 */

/** A whole amount in the currency's minor unit: paise for INR, cents for USD. */
export const minorAmount = (what: string) =>
  z.number().check(
    z.int(),
    z.nonnegative(),
    z.meta({
      description: `${what}, in the currency's minor unit: paise for INR, cents for USD (118000 = ₹1,180.00).`,
    }),
  );

/** A price in rupees (INR only): the major unit, not paise. */
export const rupeeAmount = (what: string) =>
  z
    .number()
    .check(z.nonnegative(), z.meta({ description: `${what}, in rupees, not paise (1180 = ₹1,180).` }));

/** An amount in its currency's major unit: rupees for INR, dollars for USD; not paise or cents. */
export const majorAmount = (what: string) =>
  z.number().check(
    z.nonnegative(),
    z.meta({
      description: `${what}, in the currency's major unit: rupees for INR, dollars for USD; not paise or cents (1180 = ₹1,180).`,
    }),
  );
