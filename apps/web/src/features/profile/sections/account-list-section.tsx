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

export interface AccountListSectionProps<TItem> {
  list: keyof typeof ACCOUNT_LISTS;
  resource: AccountListResource<TItem>;
  /** One PurchaseCard (with its key) per item. */
  renderItem: (item: TItem, index: number) => ReactNode;
}

export function AccountListSection<TItem>({ list, resource, renderItem }: AccountListSectionProps<TItem>) {
  const items = resource[0].context.data ?? [];
  return (
    <ResourceSection {...ACCOUNT_LISTS[list]} failedWhat={loadFailedMessages[list]} resource={resource}>
      {items.length > 0 ? <ul className="purchase-list">{items.map(renderItem)}</ul> : null}
    </ResourceSection>
  );
}

/**
 * One purchase of a list: its image, title and lines, the links (by default its Invoice link, unless
 * `invoice` is false: a ₹0 booking has none), the facts (amount, dates…) and an action.
 */
export function PurchaseCard({
  title,
  image,
  lines,
  links,
  invoice = true,
  facts,
  action,
}: {
  title: string;
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
        <h3 className="purchase-title">{title}</h3>
        {lines}
        {links ?? (invoice ? <InvoiceRowLink purchase={title} /> : null)}
      </div>
      <TermList className="cluster purchase-facts" items={facts} />
      {action}
    </li>
  );
}
