// npm run cluster: nginx in front of two instances on one PostgreSQL with Redis and a streaming replica,
// from Debian's packages, until Ctrl-C (docs/operations.md, Scaling).
import { startCluster } from './start-cluster';

const basePort = Number(process.env.CLUSTER_PORT ?? 8080);
const cluster = await startCluster({ basePort, log: (line) => process.stdout.write(`${line}\n`) });
process.stdout.write(
  [
    `Open ${cluster.url} (sign in as admin / Admin@12345).`,
    `Instances: ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}; metrics at <instance>/metrics with the bearer token in cluster/start-cluster.ts.`,
    `Primary ${cluster.primaryUrl}, replica ${cluster.replicaUrl} (REPORTS_DATABASE_URL).`,
    'Ctrl-C stops everything and removes its folder.',
    '',
  ].join('\n'),
);
const shutdown = () => void cluster.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
