/** Membership Details: tier, dates, price and the member card ('No Membership Exists' without one). */
import { accountMessages, loadFailedMessages, memberId, paidPriceText, tierCurrency } from '@lwl/schemas';
import { useAccountMembership } from '../../../account/use-account-membership.ts';
import { TermList } from '../../../components/ui/term-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ResourceSection } from './section-parts.tsx';

export default function MembershipSection() {
  const resource = useAccountMembership();
  const answer = resource[0].context.data;
  const record = answer?.data;
  return (
    <ResourceSection
      title="Membership Details"
      failedWhat={loadFailedMessages.membership}
      emptyMessage={accountMessages.noMembership}
      resource={resource}
    >
      {answer && record ? (
        <div className="membership">
          <TermList
            className="detail-list card"
            items={[
              { term: 'Membership', value: record.membership },
              { term: 'Purchase date', value: formatDate(record.created_date) },
              { term: 'Expiry date', value: formatDate(record.modified_expiry_date) },
              {
                term: accountMessages.pricePaid,
                value: paidPriceText(record.membership_price, 'membership', tierCurrency(record.membership)),
              },
            ]}
          />
          <article
            className={`member-card${record.membership === 'Titan' ? ' member-card-titan' : ''}`}
            aria-label="Member card"
          >
            <span className="member-card-brand">LWL</span>
            <p className="kicker member-card-tier">{record.membership}</p>
            <p className="member-card-name">
              {answer.user.first_name} {answer.user.last_name}
            </p>
            <TermList
              className="member-card-meta"
              items={[
                { term: 'Member ID', value: memberId(record.user_id) },
                {
                  term: 'Valid',
                  value: `${formatDate(record.created_date)} – ${formatDate(record.modified_expiry_date)}`,
                },
              ]}
            />
          </article>
        </div>
      ) : null}
    </ResourceSection>
  );
}
