import type { PageScore } from './lighthouse';

export function printScores(scores: PageScore[], say: (s: string) => void) {
  say('\nLighthouse 13, mobile preset (simulated slow 4G, mid-range phone), median of the runs:');
  for (const s of scores) {
    const install = s.installErrors.length ? `not installable (${s.installErrors.join(', ')})` : 'installable';
    say(
      `  ${s.page.padEnd(16)}performance ${String(s.performance).padStart(3)} (runs ${s.runs.join(', ')})   LCP ${s.lcpMs} ms   TBT ${s.tbtMs} ms   ${install}`,
    );
  }
}
