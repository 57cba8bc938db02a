/** The frame every overview section shares: a titled region with an optional note and actions. */
import { useId, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { SCORE_NOTES } from '@curbcut/core';

/** Props of Card. */
export interface CardProps {
  title: string;
  /** Controls shown beside the title (toggles, sort menus). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A section of the overview, labelled by its h2 so screen-reader users can jump between them. */
export function Card({ title, actions, children, className }: CardProps) {
  const id = useId();
  return (
    <section className={`cc-ov-card${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <div className="cc-ov-card-header">
        <h2 id={id} className="cc-ov-card-title">
          {title}
        </h2>
        {actions ? <div className="cc-ov-card-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** What a trend card shows instead of its chart while the build is in progress (spec 001 section 4). */
export function TrendPending() {
  return <Note>{SCORE_NOTES.trendPending}</Note>;
}

/** A note under a card's content (availability texts, warnings). */
export function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p className={`cc-ov-note cc-ov-note-${tone}`}>
      {tone === 'warning' ? <TriangleAlert className="cc-icon cc-ov-note-icon" aria-hidden="true" /> : null}
      {children}
    </p>
  );
}
