import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take minutes, longest first, ahead of the rest: a fresh clone has no timings cached,
 * and a pass of two workers ends with its slowest file, so that file must not start last (issue 41).
 */
const SLOW_FIRST = [
  'workflow-model.test.ts',
  'crash-recovery.test.ts',
  'generated-input.test.ts',
  'invoices.test.ts',
  'messaging.test.ts',
  'backup-cli.test.ts',
  'process.test.ts',
];
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          // The files of a worker share one import of the app (about 3 s a file otherwise): each builds its own
          // app on its own database, and the server keeps no state in its modules (decision 097).
          isolate: false,
          sequence: { sequencer: SlowFirst },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // As the screens' waits (src/testing/setup.ts): a test beside the build may wait for a core.
          testTimeout: 20_000,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
