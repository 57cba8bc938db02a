/**
 * `/settings`: the group's settings (users, roles, plans, plan features, feature flags, trial and
 * integrations, all stored in the database). Admins change their group's; members see the same tabs
 * read only, except Personal tokens, where everyone manages their own. What every group shares (plans, each group's plan and trial, restart orders) is on the
 * Instance tab, shown to instance administrators only. The open tab is kept in `?tab=` so a link
 * can point at one.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { SETTINGS_ADMIN_ONLY_MESSAGE } from '@curbcut/core';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { GeneralTab } from './GeneralTab';
import { InstanceTab } from './InstanceTab';
import { IntegrationsTab } from './IntegrationsTab';
import { ManualTokensTab } from './ManualTokensTab';
import { MembersTab } from './MembersTab';
import { PlanTab } from './PlanTab';
import { RequestsTab } from './RequestsTab';
import { settingsQuery, type GroupSettings } from './settingsQuery';
import { TrialTab } from './TrialTab';
import { QueryStates } from '../components/QueryStates';
// The switch, checkbox, notice and definition-list rules live with the scanner's form controls.
import '../scanner/scanner.css';
import './settings.css';

/** Who sees a tab: everyone in the group, its admins, or the server's instance administrators. */
type Audience = 'everyone' | 'admins' | 'instance';

/** The tabs in order (ids are the `?tab=` values). */
const SETTINGS_TABS: readonly { id: string; label: string; audience: Audience; render: (settings: GroupSettings) => ReactNode }[] = [
  { id: 'general', label: 'General', audience: 'everyone', render: (s) => <GeneralTab settings={s} /> },
  { id: 'plan', label: 'Plan & features', audience: 'everyone', render: (s) => <PlanTab settings={s} /> },
  { id: 'flags', label: 'Feature flags', audience: 'everyone', render: (s) => <FeatureFlagsTab settings={s} /> },
  { id: 'members', label: 'Members', audience: 'everyone', render: (s) => <MembersTab settings={s} /> },
  { id: 'trial', label: 'Trial', audience: 'everyone', render: (s) => <TrialTab settings={s} /> },
  { id: 'integrations', label: 'Integrations', audience: 'everyone', render: (s) => <IntegrationsTab settings={s} /> },
  { id: 'tokens', label: 'Personal tokens', audience: 'everyone', render: () => <ManualTokensTab /> },
  { id: 'requests', label: 'Requests', audience: 'admins', render: () => <RequestsTab /> },
  { id: 'instance', label: 'Instance', audience: 'instance', render: (s) => <InstanceTab settings={s} /> },
];

function sees(settings: GroupSettings, audience: Audience): boolean {
  return audience === 'everyone' || (audience === 'admins' ? settings.can_edit : settings.instance_admin);
}

/** The settings page. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  return (
    <div className="page settings-page">
      <title>Settings · Curbcut</title>
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <QueryStates query={settings} loading="Loading settings…" failed="The settings could not be loaded.">
        {(data) => <SettingsTabs settings={data} />}
      </QueryStates>
    </div>
  );
}

function SettingsTabs({ settings }: { settings: GroupSettings }) {
  const [params, setParams] = useSearchParams();
  const tabs = SETTINGS_TABS.filter((t) => sees(settings, t.audience));
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
        <TabList className="page-tab-list" aria-label="Settings">
          {tabs.map((t) => (
            <Tab key={t.id} id={t.id} className="page-tab">
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
