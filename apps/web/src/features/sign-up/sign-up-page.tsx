/** The frame of both sign-up pages: heading, the form and the brand panels. */
import type { SignUpVariant } from '@lwl/machines';
import { BrandPanels } from '../../components/membership-form/brand-panels.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SIGN_UP_VARIANTS } from './sign-up-variants.ts';
import '../../components/ui/button.css';
import '../../components/membership-form/membership-form.css';

export function SignUpPage({ variant }: { variant: SignUpVariant }) {
  const view = SIGN_UP_VARIANTS[variant];
  return (
    <div className="container page">
      <span className="eyebrow">Become a member</span>
      <h1>{view.title}</h1>
      <p className="page-intro">{view.intro}</p>
      <div className="membership-form-page">
        <SignUpForm variant={variant} label={`${view.title} sign-up`} />
        <BrandPanels />
      </div>
    </div>
  );
}
