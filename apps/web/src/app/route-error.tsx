/** A page that failed to render or load its chunk; cleared when the visitor goes to another path. */
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

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

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <div className="container page">
      <h1>Something went wrong.</h1>
      <p className="page-intro">The page could not be shown. Please try again.</p>
      <p>
        <Link to="/login">Go to the login page</Link>
      </p>
    </div>
  );
}
