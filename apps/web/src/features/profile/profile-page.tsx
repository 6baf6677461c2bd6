/** /profile: the account area with its side menu. Each section loads on demand. */
import { type ComponentType, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageName } from '../../app/page-meta.ts';
import { AccountArea } from '../../components/account-area/account-area.tsx';
import {
  PROFILE_SECTIONS,
  type ProfileSectionId,
  profileSectionOf,
} from '../../components/account-area/account-sections.ts';
import { InvoicesAvailability, InvoicesMenuLink } from './invoice-links.tsx';
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
      <AccountArea
        title="My Profile"
        current={current}
        invoicesEntry={<InvoicesMenuLink />}
        contentLabelledBy="profile-section-title"
      >
        <Suspense fallback={<p className="profile-loading">Loading…</p>}>
          <Section key={current} />
        </Suspense>
      </AccountArea>
    </InvoicesAvailability>
  );
}
