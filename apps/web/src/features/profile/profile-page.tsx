/** /profile: the account area with its side menu (platform.md §2). Each section loads on demand. */
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageName } from '../../app/page-meta.ts';
import { LogoutButton } from '../../components/layout/footer.tsx';
import { InvoicesAvailability, InvoicesMenuLink } from './invoice-links.tsx';
import { PROFILE_SECTIONS, type ProfileSectionId, profileSectionOf } from './profile-sections.ts';
import './profile.css';

const SECTIONS: Record<ProfileSectionId, ComponentType> = {
  membership: lazy(() => import('./sections/membership-section.tsx')),
  events: lazy(() => import('./sections/events-section.tsx')),
  mentors: lazy(() => import('./sections/mentors-section.tsx')),
  account: lazy(() => import('./sections/account-section.tsx')),
  packages: lazy(() => import('./sections/packages-section.tsx')),
};

export function Component() {
  const [params] = useSearchParams();
  const current = profileSectionOf(params.get('section'));
  const Section = SECTIONS[current];
  const label = PROFILE_SECTIONS.find((section) => section.id === current)?.label;
  // Each tab has its own title: 'Events details · My Profile · LWL'.
  usePageName(label ? `${label} · My Profile` : undefined);
  return (
    <InvoicesAvailability>
      <div className="container page profile">
        <span className="eyebrow">My account</span>
        <h1>My Profile</h1>
        <div className="profile-layout">
          <nav aria-label="Account" className="profile-menu">
            <ul>
              {PROFILE_SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link
                    to={`/profile?section=${section.id}`}
                    className="profile-menu-link"
                    aria-current={section.id === current ? 'page' : undefined}
                    preventScrollReset
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
              <InvoicesMenuLink />
              <li>
                <LogoutButton className="profile-menu-link profile-menu-logout" />
              </li>
            </ul>
          </nav>
          <section className="profile-content" aria-labelledby="profile-section-title">
            <Suspense fallback={<p className="profile-loading">Loading…</p>}>
              <Section key={current} />
            </Suspense>
          </section>
        </div>
      </div>
    </InvoicesAvailability>
  );
}
