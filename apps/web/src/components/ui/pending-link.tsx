/**
 * A link that says it was followed: `aria-busy` (styles/pending.css) from the tap until the next page
 * is on screen. The router's navigation is a transition (BrowserRouter wraps it in startTransition),
 * which keeps this page while the next one's code and first render are pending; run inside this
 * link's own transition, React's `isPending` is true exactly that long. A page already loaded commits
 * at once and the mark never shows.
 */
import { type ComponentProps, useTransition } from 'react';
import { Link, useLinkClickHandler } from 'react-router-dom';

export function PendingLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const [pending, startTransition] = useTransition();
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      {...props}
      to={to}
      aria-busy={pending || undefined}
      // `follow` prevents the default, so Link's own handler stands aside; a modified click (new tab)
      // is left to the browser by both.
      onClick={(event) => startTransition(() => follow(event))}
    />
  );
}
