import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });

describe('every form', () => {
  it('is made with the shared useAppForm, never with Mantine’s useForm directly', () => {
    const direct = sources(src)
      .filter((f) => !f.endsWith(path.join('lib', 'app-form.ts')))
      .filter((f) => /\buseForm\b/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(direct).toEqual([]);
  });

  it('takes the person to its first field in error when a submit is refused (useAppForm or revealFirstError)', () => {
    const forgetful = sources(src)
      .filter((f) => f.endsWith('.tsx') && /<form\b/.test(fs.readFileSync(f, 'utf8')))
      .filter((f) => !/\b(useAppForm|revealFirstError)\b/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(forgetful).toEqual([]);
  });
});
