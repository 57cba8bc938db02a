/**
 * The build report's header: breadcrumb 'All builds', the heading ('name#buildNumber', or
 * 'Automated test: name#buildNumber' when public), and the share / export controls, shown only for
 * a completed build that is not public (spec 001 section 2.1).
 */
import { Button } from 'react-aria-components';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { DeleteButton } from './DeleteButton';
import { ExportButton } from './ExportButton';
import { ReportShareMenu } from './ReportShareMenu';
import { useWidget } from './widgetContext';

/** Props of the header. */
export interface ReportHeaderProps {
  allBuildsHref?: string;
  minimal: boolean;
}

/** The heading text of a build report. */
export function reportHeading(meta: { name: string; buildNumber: number }, isPublic: boolean, offline: boolean): string {
  const name = offline ? meta.name : `${meta.name}#${meta.buildNumber}`;
  return isPublic ? `Automated test: ${name}` : name;
}

/** The header of one build report. */
export function ReportHeader({ allBuildsHref, minimal }: ReportHeaderProps) {
  const { meta, permissions, emit } = useWidget();
  const { isPublic, offline, completed, isAuthor } = permissions;
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
            <li aria-current="page">{reportHeading(meta, false, offline)}</li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <h1 className="cc-heading">{reportHeading(meta, isPublic, offline)}</h1>
        {!isPublic ? (
          <div className="cc-header-actions">
            {completed ? (
              <>
                {!offline ? <ReportShareMenu /> : null}
                <ExportButton />
                {isAuthor && !offline ? <DeleteButton /> : null}
              </>
            ) : (
              <>
                <UnavailableButton reason={TEXTS.availableOnceComplete}>Share</UnavailableButton>
                <UnavailableButton reason={TEXTS.availableOnceComplete}>Export CSV</UnavailableButton>
              </>
            )}
          </div>
        ) : null}
      </div>
    </header>
  );
}
