import { Link } from 'react-router';

/** The product name in the header, leading home. */
export function Brand() {
  return (
    <Link className="brand" to="/home">
      <span className="brand-mark" aria-hidden="true" />
      Curbcut
    </Link>
  );
}
