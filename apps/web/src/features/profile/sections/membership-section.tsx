/** Membership Details: tier, dates, price and the member card ('No Membership Exists' without one). */
import { accountMessages, formatMoney, memberId, tierCurrency } from '@lwl/schemas';
import { formatDate } from '../../../lib/format.ts';
import { EmptyState, FailedState, LoadingState, SectionTitle } from './section-parts.tsx';
import { useAccountMembership } from './use-account-membership.ts';

export default function MembershipSection() {
  const [snapshot, send] = useAccountMembership();
  const answer = snapshot.context.data;
  const record = answer?.data;
  return (
    <>
      <SectionTitle>Membership Details</SectionTitle>
      {snapshot.matches('failed') ? (
        <FailedState message={snapshot.context.errorMessage} onRetry={() => send({ type: 'retry' })} />
      ) : snapshot.matches('empty') ? (
        <EmptyState message={accountMessages.noMembership} />
      ) : answer && record ? (
        <div className="membership">
          <dl className="detail-list card">
            <div>
              <dt>Membership</dt>
              <dd>{record.membership}</dd>
            </div>
            <div>
              <dt>Purchase date</dt>
              <dd>{formatDate(record.created_date)}</dd>
            </div>
            <div>
              <dt>Expiry date</dt>
              <dd>{formatDate(record.modified_expiry_date)}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatMoney(record.membership_price, tierCurrency(record.membership))}</dd>
            </div>
          </dl>
          <article
            className={`member-card${record.membership === 'Titan' ? ' member-card-titan' : ''}`}
            aria-label="Member card"
          >
            <span className="member-card-brand">LWL</span>
            <p className="kicker member-card-tier">{record.membership}</p>
            <p className="member-card-name">
              {answer.user.first_name} {answer.user.last_name}
            </p>
            <dl className="member-card-meta">
              <div>
                <dt>Member ID</dt>
                <dd>{memberId(record.user_id)}</dd>
              </div>
              <div>
                <dt>Valid</dt>
                <dd>
                  {formatDate(record.created_date)} – {formatDate(record.modified_expiry_date)}
                </dd>
              </div>
            </dl>
          </article>
        </div>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
