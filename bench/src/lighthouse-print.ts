import type { PageScore } from './lighthouse';

export function printScores(scores: PageScore[], say: (s: string) => void) {
  say('\nLighthouse 13, mobile preset (simulated slow 4G, mid-range phone), median of the runs:');
  for (const s of scores) {
    const install = s.installErrors
      ? s.installErrors.length
        ? `   not installable (${s.installErrors.join(', ')})`
        : '   installable'
      : '';
    const a11y = s.accessibility === undefined ? '' : `   accessibility ${s.accessibility}`;
    const met = s.performance >= s.goal && (s.accessibility === undefined || s.accessibility >= 100);
    say(
      `  ${s.page.padEnd(22)}performance ${String(s.performance).padStart(3)} (runs ${s.runs.join(', ')})${a11y}   FCP ${s.fcpMs} ms   LCP ${s.lcpMs} ms   TBT ${s.tbtMs} ms${install}   goal ${s.goal}${s.accessibility === undefined ? '' : ' and 100'}: ${met ? 'met' : 'MISSED'}`,
    );
    if (s.failing.length) say(`  ${''.padEnd(22)}not passed: ${s.failing.join(', ')}`);
  }
}
