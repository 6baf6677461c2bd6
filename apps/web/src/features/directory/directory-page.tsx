/**
 * /all-members: 20 a page, up to 5 page links, the page in the
 * address (`/all-members?page=3`).
 */
import { adjacentPages, pageButtons, pageCount, pageQuery } from '@lwl/machines';
import { directoryPageFailed } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../components/layout/search-box.tsx';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { MemberCard } from './member-card.tsx';
import { useDirectory } from './use-directory.ts';
import '../../components/ui/button.css';
import './directory.css';

export function Component() {
  const {
    directory: [snapshot, send],
    heading,
  } = useDirectory();
  const { page, members, total, error, requested, shown } = snapshot.context;
  const count = pageCount(total);
  const { previous, next } = adjacentPages(page, count);
  const listName = count > 1 ? `Members, page ${page} of ${count}` : 'Members';

  return (
    <div className="container page directory">
      <span className="eyebrow">Community</span>
      <h1>All Members</h1>
      <p className="page-intro">
        {total > 0 ? `${total} members of the LWL community.` : 'Members of the LWL community.'}
      </p>
      {/* all-members has no filter; the global search matches every member's name, company, city. */}
      <div className="cluster directory-search">
        <SearchBox label="Find a member by name, company or city" />
        <p className="fine-print">Searches every member, not only this page.</p>
      </div>
      {snapshot.matches('failed') ? (
        <RetryAlert
          what={directoryPageFailed(requested)}
          detail={error}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : null}
      {/* Focused after a change of page, so a screen reader starts reading at the new list. */}
      <h2 id="directory-list-title" ref={heading} tabIndex={-1} className="directory-list-title">
        {listName}
      </h2>
      {snapshot.matches('loading') && !shown ? (
        <p className="state-note" role="status">
          Loading members…
        </p>
      ) : null}
      {snapshot.matches('ready') && members.length === 0 ? (
        <p className="state-note">No members found.</p>
      ) : null}
      <ul
        className="grid-auto directory-grid"
        aria-busy={snapshot.matches('loading')}
        aria-labelledby="directory-list-title"
      >
        {members.map((member) => (
          <li key={member.email}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <nav className="cluster pagination" aria-label="Pages">
          <PageLink page={previous} className="pagination-step" rel="prev">
            Previous
          </PageLink>
          <ul className="pagination-pages">
            {pageButtons(page, count).map((number) => (
              <li key={number}>
                <Link
                  to={{ search: pageQuery(number) }}
                  className="chip pagination-page"
                  aria-label={`Page ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
          <PageLink page={next} className="pagination-step" rel="next">
            Next
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

/** Previous or Next: a link to that page; at either end a dimmed mark, hidden from screen readers. */
function PageLink({
  page,
  className,
  rel,
  children,
}: {
  page: number | null;
  className: string;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (page === null) {
    return (
      <span className={`chip ${className} pagination-step-off`} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={{ search: pageQuery(page) }} className={`chip ${className}`} rel={rel}>
      {children}
    </Link>
  );
}
