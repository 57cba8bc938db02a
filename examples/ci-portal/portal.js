/**
 * The portal page: lists builds, embeds the chosen one with `Curbcut.embed` (the global of
 * `/embed.js`) and logs every event the report sends. Tokens come from the portal's own server.
 */
const appOrigin = document.querySelector('meta[name="curbcut-app"]').content;
const select = document.getElementById('build');
const log = document.getElementById('events');
let current = null;

function logEvent(event) {
  const item = document.createElement('li');
  item.dataset.type = event.type;
  item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
  log.append(item);
}

async function getToken(reportId) {
  const res = await fetch(`/api/embed-token?reportId=${encodeURIComponent(reportId)}`, { method: 'POST' });
  const body = await res.json();
  if (!res.ok) throw new Error(body.error);
  return body.token;
}

function show(reportId) {
  current?.destroy();
  current = window.Curbcut.embed({
    element: document.getElementById('report'),
    widget: 'build-report',
    appOrigin,
    reportId,
    getToken: () => getToken(reportId),
    onEvent: logEvent,
  });
}

const res = await fetch('/api/builds');
const { builds } = await res.json();
for (const build of builds) select.append(new Option(`${build.label} (${build.status})`, build.id));
const wanted = new URLSearchParams(location.search).get('reportId');
if (wanted) select.value = wanted;
select.addEventListener('change', () => show(select.value));
// Commands go to the report through the same channel; sent before the handshake, they are queued.
const theme = document.getElementById('theme');
theme.addEventListener('click', () => {
  const dark = theme.getAttribute('aria-pressed') !== 'true';
  theme.setAttribute('aria-pressed', String(dark));
  current?.command({ type: 'set-theme', payload: { theme: dark ? 'dark' : 'light' } });
});
if (select.value) show(select.value);
