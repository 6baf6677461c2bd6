/**
 * Membership Details: the plans' prices (the default city's until one is chosen), the city, then the
 * duration of that city, then the fee.
 * The choices live in the purchase machine; a new city clears the duration there.
 */
import { durationsForCity, membershipCities, membershipFee, pricedCity } from '@lwl/machines';
import { formatInr, type MembershipPriceOption } from '@lwl/schemas';
import { DurationOptions, MembershipFeeLine } from '../../components/membership-form/membership-duration.tsx';
import { PlanPrices } from '../../components/membership-form/plan-prices.tsx';
import { RequiredLabel } from '../../components/ui/field-label.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Options } from '../../components/ui/options.tsx';

export interface MembershipDetailsFieldsProps {
  options: MembershipPriceOption[];
  city: string | null;
  priceId: number | null;
  errors: { city?: string | undefined; duration?: string | undefined };
  onCity: (city: string) => void;
  onDuration: (priceId: number) => void;
}

export function MembershipDetailsFields({
  options,
  city,
  priceId,
  errors,
  onCity,
  onDuration,
}: MembershipDetailsFieldsProps) {
  const durations = durationsForCity(options, city);
  const fee = membershipFee(options, priceId);
  const shownCity = pricedCity(options, city);
  return (
    <>
      <PlanPrices options={durationsForCity(options, shownCity)} currency="INR" city={shownCity} />
      <div className="form-grid">
        <FormField id="membership-city" label={<RequiredLabel text="City" />} error={errors.city}>
          {(control) => (
            <select
              {...control}
              name="city"
              aria-required="true"
              className="select"
              value={city ?? ''}
              onChange={(event) => onCity(event.target.value)}
            >
              <option value="" disabled>
                Select city
              </option>
              <Options values={membershipCities(options)} />
            </select>
          )}
        </FormField>
        <FormField
          id="membership-duration"
          label={<RequiredLabel text="Duration" />}
          hint={city === null ? 'Choose a city first.' : undefined}
          error={errors.duration}
        >
          {(control) => (
            <select
              {...control}
              name="membership_price_id"
              aria-required="true"
              className="select"
              value={priceId ?? ''}
              disabled={city === null}
              onChange={(event) => onDuration(Number(event.target.value))}
            >
              <DurationOptions options={durations} />
            </select>
          )}
        </FormField>
      </div>
      {priceId !== null ? <MembershipFeeLine amount={formatInr(fee)} currency="INR" /> : null}
    </>
  );
}
