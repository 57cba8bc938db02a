/**
 * `/settings`: the group's settings (users, roles, plans, plan features, feature flags, trial and
 * integrations, all stored in the database). Admins change them; members see the same tabs read
 * only. The open tab is kept in `?tab=` so a link can point at one.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { SETTINGS_ADMIN_ONLY_MESSAGE } from '@curbcut/core';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { GeneralTab } from './GeneralTab';
import { IntegrationsTab } from './IntegrationsTab';
import { MembersTab } from './MembersTab';
import { PlanTab } from './PlanTab';
import { RequestsTab } from './RequestsTab';
import { settingsQuery, type GroupSettings } from './settingsQuery';
import { TrialTab } from './TrialTab';
// The switch, checkbox, notice and definition-list rules live with the scanner's form controls.
import '../scanner/scanner.css';
import './settings.css';

/** The tabs in order (ids are the `?tab=` values); members do not see the `adminOnly` ones. */
const SETTINGS_TABS: readonly { id: string; label: string; adminOnly: boolean; render: (settings: GroupSettings) => ReactNode }[] = [
  { id: 'general', label: 'General', adminOnly: false, render: (s) => <GeneralTab settings={s} /> },
  { id: 'plan', label: 'Plan & features', adminOnly: false, render: (s) => <PlanTab settings={s} /> },
  { id: 'flags', label: 'Feature flags', adminOnly: false, render: (s) => <FeatureFlagsTab settings={s} /> },
  { id: 'members', label: 'Members', adminOnly: false, render: (s) => <MembersTab settings={s} /> },
  { id: 'trial', label: 'Trial', adminOnly: false, render: (s) => <TrialTab settings={s} /> },
  { id: 'integrations', label: 'Integrations', adminOnly: false, render: (s) => <IntegrationsTab settings={s} /> },
  { id: 'requests', label: 'Requests', adminOnly: true, render: () => <RequestsTab /> },
];

/** The settings page. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  return (
    <div className="page settings-page">
      <title>Settings · Curbcut</title>
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      {settings.isPending ? (
        <p role="status">Loading settings…</p>
      ) : settings.isError ? (
        <div className="card">
          <p className="form-error">The settings could not be loaded.</p>
        </div>
      ) : (
        <SettingsTabs settings={settings.data} />
      )}
    </div>
  );
}

function SettingsTabs({ settings }: { settings: GroupSettings }) {
  const [params, setParams] = useSearchParams();
  const tabs = SETTINGS_TABS.filter((t) => settings.can_edit || !t.adminOnly);
  const selected = tabs.find((t) => t.id === params.get('tab'))?.id ?? 'general';
  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  return (
    <>
      {settings.can_edit ? null : (
        <p className="notice">You can see your group's settings. {SETTINGS_ADMIN_ONLY_MESSAGE}</p>
      )}
      <Tabs className="settings-tabs" selectedKey={selected} onSelectionChange={select}>
        <TabList className="settings-tab-list" aria-label="Settings">
          {tabs.map((t) => (
            <Tab key={t.id} id={t.id} className="settings-tab">
              {t.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, label, render }) => (
          <TabPanel key={id} id={id} className="card settings-panel">
            <h2 className="visually-hidden">{label}</h2>
            {render(settings)}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
