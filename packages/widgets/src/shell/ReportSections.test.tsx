// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReportSections } from './ReportSections';

type Id = 'summary' | 'issues';

function Report() {
  const [selected, setSelected] = useState<Id>('summary');
  const sections = [
    { id: 'summary' as const, label: 'Summary', panel: <button onClick={() => setSelected('issues')}>Show issues</button> },
    { id: 'issues' as const, label: 'All issues', panel: <p>The issues</p> },
  ];
  return <ReportSections<Id> sections={sections} selected={selected} onSelect={setSelected} />;
}

describe('ReportSections', () => {
  afterEach(cleanup);

  it('moves focus to the selected tab when the control that switched tabs went with its panel', async () => {
    render(<Report />);
    const show = screen.getByRole('button', { name: 'Show issues' });
    show.focus();
    fireEvent.click(show);
    expect(await screen.findByText('The issues')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All issues', selected: true }));
  });

  it('leaves focus on the tab list when the user picks a tab there', async () => {
    render(<Report />);
    const tab = screen.getByRole('tab', { name: 'All issues' });
    tab.focus();
    fireEvent.keyDown(tab, { key: 'Enter' });
    fireEvent.click(tab);
    expect(await screen.findByText('The issues')).toBeTruthy();
    expect(document.activeElement).toBe(tab);
  });
});
