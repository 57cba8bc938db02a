/**
 * `/settings/websiteScanner`: what this server applies to every website scan. The private-network
 * policy is the server's own configuration (it decides whether a scan may reach localhost, IP
 * addresses or plain http://), so the page explains it and does not offer to change it.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { appProfileQuery } from '../queryClient';
import '../scanner/scanner.css';
import './settings.css';

/** The website scanner settings page. */
export function WebsiteScannerSettingsPage() {
  const profile = useQuery(appProfileQuery());
  return (
    <div className="page settings-page">
      <title>Website Scanner settings · Curbcut</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/settings">Settings</Link> <span aria-hidden="true">/</span> Website Scanner
      </nav>
      <div className="page-header">
        <h1>Website Scanner settings</h1>
        <div className="page-actions">
          <Link className="button" to="/site-scanner">
            Open the Website Scanner
          </Link>
        </div>
      </div>
      <section className="card" aria-labelledby="scanner-network-heading">
        <h2 id="scanner-network-heading">Which addresses scans may reach</h2>
        {profile.isPending ? (
          <p role="status">Loading…</p>
        ) : profile.isError ? (
          <p className="form-error">The scanner settings could not be loaded.</p>
        ) : profile.data.private_network_scans_allowed ? (
          <>
            <p>
              <strong>Private networks allowed.</strong> This server may scan private networks: besides public https:// sites, scan URLs may
              use http://, localhost, IP addresses and intranet host names.
            </p>
            <p className="muted">Use this for a server on a laptop or inside a company network, where the sites to check are not public.</p>
          </>
        ) : (
          <>
            <p>
              <strong>Public websites only.</strong> Scan URLs must start with https:// and name a public domain, such as https://www.example.com.
              Localhost, IP addresses and plain http:// are refused.
            </p>
            <p className="muted">This keeps scans from reaching services on the server's own network.</p>
          </>
        )}
        <p className="muted">
          The server's operator sets this policy when starting Curbcut, with <code>curbcut serve --private-network-scans allow</code> or{' '}
          <code>refuse</code>; see <code>docs/operations.md</code>.
        </p>
      </section>
      <section className="card" aria-labelledby="scanner-links-heading">
        <h2 id="scanner-links-heading">Scans</h2>
        <ul className="plain-list settings-switch-list">
          <li>
            <Link to="/site-scanner">All scans of your group</Link>
          </li>
          <li>
            <Link to="/site-scanner/create">Create a scan</Link>
          </li>
          <li>
            <Link to="/site-scanner/extract-sitemap">Extract URLs from a sitemap</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
