/** The BUY NOW / Buy Now link of a section: an app route (purchase or sign-up form). */
import { Link } from 'react-router-dom';
import '../../../components/ui/button.css';

export interface BuyNowProps {
  to: string;
  label?: 'BUY NOW' | 'Buy Now';
  variant?: 'primary' | 'accent';
}

export function BuyNow({ to, label = 'BUY NOW', variant = 'primary' }: BuyNowProps) {
  return (
    <Link to={to} className={`btn btn-${variant} buy-now`}>
      {label}
    </Link>
  );
}
