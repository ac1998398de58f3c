import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messages as en } from './catalogues/en';
import { messages as enApp } from './catalogues/en-app';
import { messages as enColleaguesPanel } from './catalogues/en-colleagues-panel';
import { messages as enCouriers } from './catalogues/en-couriers';
import { messages as ta } from './catalogues/ta';
import { messages as taApp } from './catalogues/ta-app';
import { messages as taColleaguesPanel } from './catalogues/ta-colleagues-panel';
import { messages as taCouriers } from './catalogues/ta-couriers';

/** The ICU argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const choices = token[2];
      if (choices && typeof choices === 'object') {
        for (const value of Object.values(choices)) if (Array.isArray(value)) walk(value);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const pairs = [
  ['public', en, ta],
  ['signed-in', enApp, taApp],
  ['couriers', enCouriers, taCouriers],
  ['colleagues panel', enColleaguesPanel, taColleaguesPanel],
] as const;

describe('the Tamil catalogues', () => {
  for (const [part, english, tamil] of pairs) {
    it(`hold exactly the keys of the English ${part} catalogue`, () => {
      expect(Object.keys(tamil).sort()).toEqual(Object.keys(english).sort());
    });
    it(`use the same placeholders as English in every ${part} message, and every message compiles`, () => {
      const differ = Object.entries(english).filter(
        ([key, text]) => argumentsOf(text).join() !== argumentsOf((tamil as Record<string, string>)[key] ?? '').join(),
      );
      expect(differ.map(([key]) => key)).toEqual([]);
    });
    it(`are written with Indian digits, never Tamil numerals, in the ${part} catalogue`, () => {
      expect(Object.values(tamil).filter((text) => /[௦-௯]/.test(text))).toEqual([]);
    });
  }

  it('give a key found in both parts the same English words (a person reading one must not get the other)', () => {
    const shared = Object.keys(enApp).filter((k) => k in en);
    const clash = shared.filter((k) => (en as Record<string, string>)[k] !== (enApp as Record<string, string>)[k]);
    expect(clash).toEqual([]);
  });

  it('give a feature’s own part keys no other part has (the part loaded last would win)', () => {
    for (const part of [enCouriers, enColleaguesPanel])
      expect(Object.keys(part).filter((k) => k in en || k in enApp)).toEqual([]);
  });
});

/** Files that render before sign-in (and the tracking page): only the public catalogue is loaded there. */
const PUBLIC_FILES =
  /(features[\\/](auth|tracking|ratings)[\\/]|components[\\/]|app[\\/](route-error|not-found-page)|routes[\\/]|lib[\\/])/;
/** Shared components only signed-in screens show. */
const SIGNED_IN_ONLY =
  /components[\\/](customer-picker|request-table|time-left|unsaved-changes-guard|last-login)\.tsx?$/;
const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });

describe('the screens', () => {
  it('before sign-in use only keys of the public catalogue', () => {
    const missing = sources(src)
      .filter((f) => PUBLIC_FILES.test(path.relative(src, f)) && !SIGNED_IN_ONLY.test(f))
      .flatMap((f) =>
        [...fs.readFileSync(f, 'utf8').matchAll(/\bt\(\s*'(\w+)'/g)].map((m) => `${path.relative(src, f)}: ${m[1]}`),
      )
      .filter((entry) => !((entry.split(': ')[1] ?? '') in en));
    expect(missing).toEqual([]);
  });

  it('render no literal text a person reads: every word goes through the catalogue', () => {
    const found: string[] = [];
    for (const file of sources(src).filter((f) => f.endsWith('.tsx'))) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const where = `${path.relative(src, file)}:${i + 1}`;
        // A line of words between tags (the formatter puts JSX text on its own line) or text inline.
        if (
          /^\s+[A-Z][a-z]+(\s+[A-Za-z,.'’!?:-]+)+\s*$/.test(line) ||
          />\s*[A-Za-z][a-z]+(\s+[a-z]+)+\s*</.test(line)
        ) {
          found.push(`${where}: ${line.trim()}`);
        }
        // Words in the props people read (labels, titles, placeholders, descriptions, alt texts).
        if (/\b(label|title|placeholder|description|aria-label|alt)="[^"]*[A-Za-z]{2}/.test(line)) {
          found.push(`${where}: ${line.trim()}`);
        }
        // The contract's English tables must be read through their catalogue keys.
        if (/\b(STATUS_TEXT|GROUP_LABEL|MESSAGE_LABEL)\[/.test(line)) found.push(`${where}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
