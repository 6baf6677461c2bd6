/** /maverick-membership. */
import { TierPage } from './tier-page.tsx';

export function Component() {
  return <TierPage tier="maverick" />;
}
