/** A page that failed to render or load its chunk. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="container page">
      <h1>Something went wrong.</h1>
      <p className="page-intro">The page could not be shown. Please try again.</p>
      {detail ? <p>{detail}</p> : null}
      <p>
        <Link to="/login">Go to the login page</Link>
      </p>
    </div>
  );
}
