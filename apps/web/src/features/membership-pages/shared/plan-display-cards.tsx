/** The overview's plan cards (plan display entities): total, fee breakdown, struck undiscounted total. */
import { gstLabelOf, type PlanDisplay } from '@lwl/schemas';

function PlanDisplayCard({ plan }: { plan: PlanDisplay }) {
  const gst = gstLabelOf('membership', plan.currency);
  return (
    <li className="card stack plan-card">
      <h3 className="plan-card-title">{plan.title}</h3>
      <p className="price-tag">
        {plan.feeDetailTotalLabel !== null ? (
          <s className="price-old">
            <span className="visually-hidden">was </span>
            {plan.feeDetailTotalLabel}
          </s>
        ) : null}
        <span className="price-now">{plan.totalFee}</span>
        {gst !== null ? <span className="fine-print">{gst}</span> : null}
      </p>
      {plan.feeDetails.length > 0 ? (
        <ul className="plan-fee-details">
          {plan.feeDetails.map((detail) => (
            <li key={detail.label}>
              <span>{detail.label}</span>
              <span>{detail.value}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function PlanDisplayCards({ plans, label }: { plans: readonly PlanDisplay[]; label: string }) {
  return (
    <ul className="plan-cards" aria-label={label}>
      {plans.map((plan) => (
        <PlanDisplayCard key={plan.title} plan={plan} />
      ))}
    </ul>
  );
}
