/** The member dashboard at /. */
import { DASHBOARD_CARDS, DASHBOARD_EXTERNAL_LINKS, dashboardWelcome } from '@lwl/schemas';
import { SearchBox } from '../../components/layout/search-box.tsx';
import { PendingLink } from '../../components/ui/pending-link.tsx';
import { useSessionSelector } from '../../session/session-context.ts';
import { CARD_BLURBS } from './card-blurbs.ts';
import { DashboardSummary } from './dashboard-summary.tsx';
import './dashboard.css';

export function Component() {
  const userName = useSessionSelector((snapshot) => snapshot.context.userName);
  const planName = useSessionSelector((snapshot) => snapshot.context.planName);
  return (
    <div className="dashboard">
      <section className="dashboard-hero" aria-labelledby="dashboard-title">
        <div className="container">
          {planName ? <span className="kicker tag dashboard-plan">{planName} member</span> : null}
          <h1 id="dashboard-title">{dashboardWelcome(userName)}</h1>
          <p className="dashboard-lead">Find events, mentors, members and more.</p>
          <div className="dashboard-search">
            <SearchBox label="Search events, mentors and members" variant="large" />
          </div>
        </div>
      </section>
      <div className="container dashboard-body">
        <DashboardSummary />
        <section aria-labelledby="dashboard-explore">
          <h2 id="dashboard-explore">Explore your benefits</h2>
          <ul className="grid-auto dashboard-cards">
            {DASHBOARD_CARDS.map((card) => (
              <li key={card.to}>
                <PendingLink to={card.to} className="card card-link stack dashboard-card">
                  <span className="dashboard-card-title">{card.label}</span>
                  <span className="dashboard-card-text">{CARD_BLURBS[card.to]}</span>
                  <span className="dashboard-card-arrow" aria-hidden="true">
                    →
                  </span>
                </PendingLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dashboard-resources" className="dashboard-resources">
          <h2 id="dashboard-resources">Member resources</h2>
          <ul className="cluster dashboard-links">
            {DASHBOARD_EXTERNAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="dashboard-link">
                  {link.label}
                  <span aria-hidden="true"> ↗</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
