import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { listDeviceCombinations } from '@curbcut/client';
import { NO_DEVICE_PROVIDER_MESSAGE, SCREEN_READERS, validateScanUrl, type DeviceCombination } from '@curbcut/core';
import { useStartDeviceSession, type StartOutcome } from './useStartDeviceSession';

/** Query options of the configured device combinations. */
export function deviceCombinationsQuery() {
  return { queryKey: ['curbcut', 'toolkit-on-live', 'combinations'] as const, queryFn: () => listDeviceCombinations() };
}

const describeCombination = (c: DeviceCombination) => `${c.screen_reader} on ${c.device}, ${c.os} ${c.os_version}, ${c.browser}`;

/**
 * The page address to test and the provider's device combinations, grouped by screen reader; each
 * combination's Start opens a session on it in a new tab. Without a provider: the empty state.
 */
export function DeviceSessionStarter() {
  const combinations = useQuery(deviceCombinationsQuery());
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<StartOutcome | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const session = useStartDeviceSession(setOutcome);

  const startOn = (combination: DeviceCombination) => {
    // Any http(s) page will do: the provider's device opens it, not this server (the private-network rule of scans does not apply).
    const checked = validateScanUrl(url, true);
    if (!checked.ok) {
      setUrlError(checked.error);
      urlInput.current?.focus();
      return;
    }
    setOutcome(null);
    session.start(combination, checked.value);
  };

  if (combinations.isPending) return <p role="status">Loading device combinations…</p>;
  if (combinations.isError) {
    return (
      <div className="card">
        <p className="form-error">The device combinations could not be loaded.</p>
      </div>
    );
  }
  const { provider, combinations: all } = combinations.data;
  if (provider === null) return <NoProvider />;
  if (all.length === 0) {
    return (
      <div className="card empty">
        <h2 className="empty-title">No device combinations are configured</h2>
        <p>{provider.name} is connected, but its configuration lists no devices. A server administrator adds them to the provider's configuration.</p>
      </div>
    );
  }

  const groups = SCREEN_READERS.map((reader) => ({ reader, items: all.filter((c) => c.screen_reader === reader) })).filter((g) => g.items.length > 0);
  return (
    <>
      <section className="card" aria-labelledby="sr-url-heading">
        <h2 id="sr-url-heading">Page to test</h2>
        <TextField
          className="field sr-url"
          type="url"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setUrlError(null);
          }}
          isInvalid={urlError !== null}
          isRequired
        >
          <Label>Website URL</Label>
          <Input ref={urlInput} className="input" placeholder="https://www.example.com/" />
          <Text slot="description" className="field-help">
            The session opens this page on the device you start, through {provider.name}.
          </Text>
          <FieldError className="field-error">{urlError}</FieldError>
        </TextField>
      </section>
      <p role="status" className="sr-outcome">
        <OutcomeText outcome={outcome} />
      </p>
      {groups.map(({ reader, items }) => (
        <section key={reader} className="card" aria-labelledby={`sr-group-${reader}`}>
          <h2 id={`sr-group-${reader}`}>{reader}</h2>
          <div className="table-wrap" role="region" aria-labelledby={`sr-group-${reader}`} tabIndex={0}>
            <table className="builds sr-table">
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">Operating system</th>
                  <th scope="col">Browser</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.device}</th>
                    <td>
                      {c.os} {c.os_version}
                    </td>
                    <td>{c.browser}</td>
                    <td>
                      <Button
                        className="button primary"
                        aria-label={`Start ${describeCombination(c)}`}
                        isPending={session.pendingId === c.id}
                        isDisabled={session.isPending && session.pendingId !== c.id}
                        onPress={() => startOn(c)}
                      >
                        Start
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

function OutcomeText({ outcome }: { outcome: StartOutcome | null }) {
  if (outcome === null) return null;
  if (outcome.kind === 'refused') return <span className="form-error">{outcome.message}</span>;
  return (
    <>
      {outcome.tabOpened ? 'The session opened in a new tab' : 'The session is ready'} ({describeCombination(outcome.combination)}).{' '}
      <a href={outcome.sessionUrl} target="_blank" rel="noopener noreferrer">
        Open the session<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}

function NoProvider() {
  return (
    <div className="card empty">
      <h2 className="empty-title">{NO_DEVICE_PROVIDER_MESSAGE.replace(/\.$/, '')}</h2>
      <p>Screen reader sessions run on real devices rented from a device provider, and this server has none set up yet.</p>
      <p>
        A server administrator describes the provider (its session address and device combinations) in a file and starts Curbcut with{' '}
        <code>--device-provider &lt;file.json&gt;</code>; see <code>docs/operations.md</code>. The combinations then appear here.
      </p>
    </div>
  );
}
