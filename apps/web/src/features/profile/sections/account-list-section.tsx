/**
 * An account section listing the member's purchases from a resource machine: the title, then the
 * failed state, the empty message, the list or the loading line. Each list's title and messages are
 * a row of ACCOUNT_LISTS; each purchase is a PurchaseCard.
 */
import { accountMessages, commonMessages, loadFailedMessages } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { type Term, TermList } from '../../../components/ui/term-list.tsx';
import { useResource } from '../../../session/use-resource.ts';
import { InvoiceRowLink } from '../invoice-links.tsx';
import { ResourceSection } from './section-parts.tsx';

const ACCOUNT_LISTS = {
  accountEvents: { title: 'Events details', emptyMessage: accountMessages.noEvents },
  accountMentors: { title: 'Mentors details', emptyMessage: accountMessages.noMentors },
  accountPackages: { title: 'Package Details', emptyMessage: accountMessages.noPackages },
} as const;

type AccountListResource<TItem> = ReturnType<typeof useResource<TItem[]>>;

/** An account list's items, loaded on its resource machine (a failure says 'Something went wrong'). */
export function useAccountList<TItem>(
  machine: Parameters<typeof useResource<TItem[]>>[0],
  load: (signal: AbortSignal) => Promise<TItem[]>,
): AccountListResource<TItem> {
  return useResource(machine, load, { failureMessage: commonMessages.somethingWrongTryLater });
}

/** A titled part of a list (the events' Upcoming and Past), with what it says when it has nothing. */
interface AccountListGroup<TItem> {
  title: string;
  emptyMessage: string;
  items: TItem[];
}

export interface AccountListSectionProps<TItem> {
  list: keyof typeof ACCOUNT_LISTS;
  resource: AccountListResource<TItem>;
  /** One PurchaseCard (with its key) per item; `grouped` when it sits under a group's heading. */
  renderItem: (item: TItem, index: number, grouped: boolean) => ReactNode;
  /** Splits the items into titled groups (the rule in packages/machines); one plain list without. */
  groupsOf?: (items: readonly TItem[]) => AccountListGroup<TItem>[];
}

export function AccountListSection<TItem>({
  list,
  resource,
  renderItem,
  groupsOf,
}: AccountListSectionProps<TItem>) {
  const items = resource[0].context.data ?? [];
  const content =
    items.length === 0 ? null : groupsOf ? (
      groupsOf(items).map((group) => (
        <section key={group.title} className="purchase-group" aria-label={group.title}>
          <h3 className="purchase-group-title">{group.title}</h3>
          {group.items.length > 0 ? (
            <ul className="purchase-list">
              {group.items.map((item, index) => renderItem(item, index, true))}
            </ul>
          ) : (
            <p className="purchase-group-empty">{group.emptyMessage}</p>
          )}
        </section>
      ))
    ) : (
      <ul className="purchase-list">{items.map((item, index) => renderItem(item, index, false))}</ul>
    );
  return (
    <ResourceSection {...ACCOUNT_LISTS[list]} failedWhat={loadFailedMessages[list]} resource={resource}>
      {content}
    </ResourceSection>
  );
}

/**
 * One purchase of a list: its image, title and lines, the links (by default its Invoice link, unless
 * `invoice` is false: a ₹0 booking has none), the facts (amount, dates…) and an action.
 */
export function PurchaseCard({
  title,
  grouped = false,
  image,
  lines,
  links,
  invoice = true,
  facts,
  action,
}: {
  title: string;
  /** Under a group's heading (h3): the card's title is an h4. */
  grouped?: boolean;
  image?: string;
  lines: ReactNode;
  links?: ReactNode;
  invoice?: boolean;
  facts: readonly (Term | null)[];
  action?: ReactNode;
}) {
  return (
    <li className={image ? 'purchase card purchase-with-image' : 'purchase card'}>
      {image ? <img src={image} alt="" width={64} height={64} className="purchase-image" /> : null}
      <div className="purchase-main">
        {grouped ? <h4 className="purchase-title">{title}</h4> : <h3 className="purchase-title">{title}</h3>}
        {lines}
        {links ?? (invoice ? <InvoiceRowLink purchase={title} /> : null)}
      </div>
      <TermList className="cluster purchase-facts" items={facts} />
      {action}
    </li>
  );
}
