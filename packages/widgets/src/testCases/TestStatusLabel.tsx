import { Check, Minus, X, type LucideIcon } from 'lucide-react';
import type { TestStatus } from '@curbcut/core';
import { TEST_STATUS_LABELS } from './testCaseText';

/** Status icons, always shown beside the status word. */
const TEST_STATUS_ICONS: Readonly<Record<TestStatus, LucideIcon>> = {
  passed: Check,
  failed: X,
  skipped: Minus,
};

/** A test's status word after its icon; the word alone names it for assistive technology. */
export function TestStatusLabel({ status }: { status: TestStatus }) {
  const Icon = TEST_STATUS_ICONS[status];
  return (
    <>
      <Icon className="cc-icon" aria-hidden="true" /> {TEST_STATUS_LABELS[status]}
    </>
  );
}
