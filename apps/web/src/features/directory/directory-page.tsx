/** /all-members (platform.md §2 "Member directory"): 20 a page, up to 5 page buttons. */
import { canRequestPage, pageButtons, pageCount } from '@lwl/machines';
import { directoryPageFailed } from '@lwl/schemas';
import { SearchBox } from '../../components/layout/search-box.tsx';
import { MemberCard } from './member-card.tsx';
import { useDirectory } from './use-directory.ts';
import '../../components/ui/button.css';
import './directory.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

export function Component() {
  const [snapshot, send] = useDirectory();
  const { page, members, total, error } = snapshot.context;
  const count = pageCount(total);
  const loading = snapshot.matches('loading');
  const go = (target: number) => send({ type: 'page.select', page: target });

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
      {error ? <RetryAlert what={directoryPageFailed(page)} detail={error} onRetry={() => go(page)} /> : null}
      {snapshot.matches('ready') && members.length === 0 && !error ? (
        <p className="state-note">No members found.</p>
      ) : null}
      <ul className="grid-auto directory-grid" aria-busy={loading} aria-label={`Members, page ${page}`}>
        {members.map((member) => (
          <li key={member.email}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <nav className="cluster pagination" aria-label="Pages">
          <button
            type="button"
            className="chip pagination-step"
            disabled={loading || !canRequestPage(snapshot.context, page - 1)}
            onClick={() => go(page - 1)}
          >
            Previous
          </button>
          <ul className="pagination-pages">
            {pageButtons(page, count).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className="chip pagination-page"
                  aria-label={`Page ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  disabled={loading}
                  onClick={() => go(number)}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="chip pagination-step"
            disabled={loading || !canRequestPage(snapshot.context, page + 1)}
            onClick={() => go(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
