/**
 * Background load for the server benchmark, in a process of its own so that reading its answers
 * (eight streams of a million-issue dataset) never slows the process that times the measured
 * requests. Argument: JSON `{url, connections, seconds, cookies}`; prints the autocannon result's
 * status counts as one JSON line.
 */
import autocannon from 'autocannon';

const { url, connections, seconds, cookies } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  connections: number;
  seconds: number;
  cookies: string[];
};
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 30,
  setupClient: (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] as string }),
});
console.log(JSON.stringify({ statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])), errors: result.errors }));
