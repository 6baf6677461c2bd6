/**
 * A page that failed to render or load its chunk. Cleared when the visitor goes to another path, presses
 * Try again, or comes back online; a chunk that failed is then fetched again (route-pages.ts).
 */
import { commonMessages, loadFailedMessages, TRY_AGAIN } from '@lwl/schemas';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { forgetFailedPages } from './route-pages.ts';

interface Props {
  readonly pathname: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly pathname: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.tryAgain);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.tryAgain);
  }

  override componentDidCatch(): void {
    forgetFailedPages();
  }

  private readonly tryAgain = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <RouteError onRetry={this.tryAgain} /> : this.props.children;
  }
}

function RouteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container page stack">
      <h1>{commonMessages.somethingWrongStop}</h1>
      <p className="page-intro">{loadFailedMessages.page}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {TRY_AGAIN}
        </button>
      </p>
      <p>
        <Link to="/login">Go to the login page</Link>
      </p>
    </div>
  );
}
