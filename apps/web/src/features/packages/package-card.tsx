/** A sponsor package or enterprise bundle: name, description (sanitised HTML), price and Buy Now. */
import { formatInr, gstLabelOf } from '@lwl/schemas';
import { RichText } from '../../components/ui/rich-text.tsx';
import type { SanitizedPackage } from './use-packages.ts';

const BUY_NOW = 'Buy Now';

export function PackageCard({ pkg, onBuy }: { pkg: SanitizedPackage; onBuy: () => void }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <article className="card stack package-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="package-card-title">
        {pkg.name}
      </h3>
      <p className="package-card-price">
        {formatInr(pkg.price_info)} <span>{gstLabelOf('package', 'INR')}</span>
      </p>
      <RichText html={pkg.description} className="package-card-text" />
      <button type="button" className="btn btn-primary btn-block" onClick={onBuy} aria-describedby={titleId}>
        {BUY_NOW}
      </button>
    </article>
  );
}
