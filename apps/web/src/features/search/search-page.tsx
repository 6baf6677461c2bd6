/** /globalSearch?search={term} (platform.md §2 "Global search"). */
import {
  eventPath,
  gstDifferenceNote,
  gstLabelOf,
  gstTreatmentOf,
  labelledPrice,
  listedPriceText,
  loadFailedMessages,
  mentorDetailsPath,
  type SearchEvent,
  type SearchResults,
  searchMessages,
  searchResultsName,
} from '@lwl/schemas';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageName } from '../../app/page-meta.ts';
import { MemberAvatar } from '../../components/ui/member-avatar.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSearchSubmit } from '../../lib/use-search-submit.ts';
import { useGlobalSearch } from './use-global-search.ts';
import '../../components/ui/button.css';
import '../../components/ui/form-field.css';
import './search.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';

export function Component() {
  const [params] = useSearchParams();
  const term = params.get('search')?.trim() ?? '';
  const heading = term ? searchResultsName(term) : 'Search';
  usePageName(term ? heading : undefined);
  return (
    <div className="container page search">
      <span className="eyebrow">Search</span>
      <h1>{heading}</h1>
      {/* Siblings: their keys must differ, or React reports a duplicate key. */}
      <SearchForm key={`form:${term}`} term={term} />
      <Results key={`results:${term}`} term={term} />
    </div>
  );
}

function SearchForm({ term }: { term: string }) {
  const { term: value, setTerm: setValue, onSubmit } = useSearchSubmit(term);
  return (
    <search>
      <form className="search-form" onSubmit={onSubmit}>
        <SearchInput
          id="global-search-term"
          label="Search mentors, members and events"
          className="input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}

function Results({ term }: { term: string }) {
  const [snapshot, send] = useGlobalSearch(term);
  if (snapshot.matches('failed')) {
    return (
      <RetryAlert
        what={loadFailedMessages.search}
        detail={snapshot.context.errorMessage}
        onRetry={() => send({ type: 'retry' })}
      />
    );
  }
  if (snapshot.matches('empty')) return <p className="state-note search-none">{searchMessages.noResult}</p>;
  const results = snapshot.context.data;
  if (!results) return <p className="state-note">Searching…</p>;
  return <ResultGroups results={results} />;
}

/** Mentors are listed '+ GST' and tickets 'incl. GST': when both show, one sentence says why. */
function gstNote(results: SearchResults): string | null {
  const shown = [
    ...(results.mentors.length > 0 ? [gstTreatmentOf('mentor', 'INR')] : []),
    ...(results.upcomingEvents.length + results.pastEvents.length > 0
      ? [gstTreatmentOf('event', 'INR')]
      : []),
  ];
  return gstDifferenceNote(shown);
}

function ResultGroups({ results }: { results: SearchResults }) {
  const note = gstNote(results);
  return (
    <>
      {note ? <p className="search-gst-note">{note}</p> : null}
      <div className="search-groups">
        <Group id="mentors" title="Mentors" empty={searchMessages.noMentor} count={results.mentors.length}>
          {results.mentors.map((mentor) => (
            <li key={mentor.slug}>
              <Link to={mentorDetailsPath(mentor.slug)} className="search-hit">
                <img
                  src={mentor.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="search-hit-image is-round"
                />
                <span className="search-hit-text">
                  <span className="search-hit-title">{mentor.name}</span>
                  <span className="search-hit-meta">{mentor.designation}</span>
                  <span className="search-hit-meta">{labelledPrice(mentor.amount, 'mentor', 'INR')}</span>
                </span>
              </Link>
            </li>
          ))}
        </Group>
        <Group id="members" title="Members" empty={searchMessages.noMembers} count={results.members.length}>
          {results.members.map((member) => (
            <li key={member.email} className="search-hit">
              <MemberAvatar image={member.image} size={64} className="search-hit-image is-round" />
              <span className="search-hit-text">
                <span className="search-hit-title">
                  {member.first_name} {member.last_name}
                  {member.activebookings ? (
                    <span className="search-tier">{member.activebookings.membership}</span>
                  ) : null}
                </span>
                <span className="search-hit-meta">
                  {[member.designation, member.company_name].filter(Boolean).join(', ')}
                </span>
                <span className="search-hit-meta">
                  {[member.city, member.email].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </Group>
        {[
          {
            id: 'upcoming',
            title: 'Upcoming Events',
            empty: searchMessages.noUpcomingEvents,
            events: results.upcomingEvents,
          },
          {
            id: 'past',
            title: 'Past Events',
            empty: searchMessages.noPastEvents,
            events: results.pastEvents,
          },
        ].map((group) => (
          <Group
            key={group.id}
            id={group.id}
            title={group.title}
            empty={group.empty}
            count={group.events.length}
          >
            {group.events.map((event) => (
              <EventHit key={event.slug} event={event} />
            ))}
          </Group>
        ))}
      </div>
    </>
  );
}

function Group({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = `search-group-${id}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="search-count">({count})</span>
      </h2>
      {count === 0 ? <p className="search-empty">{empty}</p> : <ul className="search-hits">{children}</ul>}
    </section>
  );
}

function EventHit({ event }: { event: SearchEvent }) {
  return (
    <li>
      <Link to={eventPath(event.slug)} className="search-hit">
        <img src={event.image} alt="" width={96} height={64} loading="lazy" className="search-hit-image" />
        <span className="search-hit-text">
          <span className="search-hit-title">{event.name}</span>
          <span className="search-hit-meta">
            {formatDate(event.event_date)} · {event.city}
          </span>
          <span className="search-hit-meta">
            {listedPriceText({
              amount: event.price,
              currency: 'INR',
              from: true,
              gst: gstLabelOf('event', 'INR'),
            })}
          </span>
        </span>
      </Link>
    </li>
  );
}
