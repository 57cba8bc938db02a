/**
 * The build report's header: breadcrumb 'All builds', the heading, and the share / compare / export
 * controls, shown only for a completed build that is not public (spec 001 section 2.1; compare: spec
 * 002 section 2.3, a member's with the comparison flag); then the latest-engine notice where it applies.
 */
import { Button } from 'react-aria-components';
import { CompareDialog } from '../compare/CompareDialog';
import { COMPARE_TEXTS } from '../compare/texts';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { DeleteButton } from './DeleteButton';
import { EngineNotice } from './EngineNotice';
import { ExportButton } from './ExportButton';
import { ReportShareMenu } from './ReportShareMenu';
import { useWidget } from '../shell/widgetContext';

/** Props of the header. */
export interface ReportHeaderProps {
  allBuildsHref?: string;
  minimal: boolean;
  /** The compare page of a chosen build and this one; default the app's `/automated-tests/compare`. */
  compareHref?: (selectedId: string, currentId: string) => string;
  /** A low-code build: the compare page opens with `source=lcnc`. */
  lowCode?: boolean;
}

/** What decides the heading's form. */
export interface HeadingOptions {
  isPublic: boolean;
  /** Rendered from axe results: there is no build number. */
  offline: boolean;
  /** The viewer's test-harness flag (ReportFeatures.testHarness). */
  testHarness: boolean;
}

/**
 * The heading text of a build report (spec 001 section 2.1): the build name; 'name#buildNumber'
 * with the test-harness flag; always 'Automated test: name#buildNumber' on public reports. The
 * spec's buildId is our build number, the number after '#' everywhere else (build lists, links).
 */
export function reportHeading(meta: { name: string; buildNumber: number }, { isPublic, offline, testHarness }: HeadingOptions): string {
  if (offline) return meta.name;
  const numbered = `${meta.name}#${meta.buildNumber}`;
  if (isPublic) return `Automated test: ${numbered}`;
  return testHarness ? numbered : meta.name;
}

/** The header of one build report. */
export function ReportHeader({ allBuildsHref, minimal, compareHref, lowCode = false }: ReportHeaderProps) {
  const { meta, permissions, features, emit, client } = useWidget();
  const { isPublic, offline, completed, isAuthor, signedIn } = permissions;
  // Sharing is a member's act: an embed-token reader can read and export, not share.
  const canShare = signedIn && !offline;
  // Comparing reads the project's other builds: a member's, with the comparison flag (no token reader).
  const canCompare = signedIn && !offline && features.comparison && client !== null;
  const heading = reportHeading(meta, { isPublic, offline, testHarness: features.testHarness });
  const navigate = () => emit({ type: 'navigate', payload: { to: 'allBuilds', href: allBuildsHref ?? null } });
  return (
    <header className="cc-header">
      {!isPublic && !offline ? (
        <nav aria-label="Breadcrumb" className="cc-breadcrumb">
          <ol>
            <li>
              {allBuildsHref && !minimal ? (
                <a href={allBuildsHref} onClick={navigate}>
                  All builds
                </a>
              ) : (
                <Button className="cc-button-link" onPress={navigate}>
                  All builds
                </Button>
              )}
            </li>
            <li aria-current="page">{heading}</li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <h1 className="cc-heading">{heading}</h1>
        {!isPublic ? (
          <div className="cc-header-actions">
            {completed ? (
              <>
                {canShare ? <ReportShareMenu /> : null}
                {canCompare && client ? (
                  <CompareDialog
                    run={{ id: meta.id, product: 'automatedTest', projectId: meta.projectId, buildName: meta.buildName, ...(lowCode ? { source: 'lcnc' as const } : {}) }}
                    client={client}
                    minimal={minimal}
                    compareHref={compareHref}
                    emit={emit}
                  />
                ) : null}
                <ExportButton />
                {isAuthor && !offline ? <DeleteButton /> : null}
              </>
            ) : (
              <>
                {canShare ? <UnavailableButton reason={TEXTS.availableOnceComplete}>Share</UnavailableButton> : null}
                {canCompare ? <UnavailableButton reason={TEXTS.availableOnceComplete}>{COMPARE_TEXTS.trigger}</UnavailableButton> : null}
                <UnavailableButton reason={TEXTS.availableOnceComplete}>Export CSV</UnavailableButton>
              </>
            )}
          </div>
        ) : null}
      </div>
      {/* Public viewers get a reduced view without the product's own notices. */}
      {!isPublic ? <EngineNotice meta={meta} /> : null}
    </header>
  );
}
