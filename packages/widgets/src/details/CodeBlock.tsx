import type { ReactNode } from 'react';

/**
 * Code shown as text, scrolled inside a box of limited height: the box is focusable (and named) so
 * keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function CodeBlock({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <pre className={`cc-code${className ? ` ${className}` : ''}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </pre>
  );
}
