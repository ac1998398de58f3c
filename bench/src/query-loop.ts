/** Runs one async call with `concurrency` callers for `seconds`; answers the rate and latency percentiles. */
export async function loop(call: () => Promise<unknown>, seconds: number, concurrency = 16) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await call();
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const took = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / took, p50: at(0.5), p99: at(0.99), errors: 0 };
}
