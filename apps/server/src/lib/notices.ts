import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the few things an operator must not miss go (decision 096): the generated admin password and, without
 * SMTP, each mailed code or link. A framed block of plain text on the process's standard output, beside the
 * JSON log lines, so it stands out in a terminal and in `journalctl`; tests pass their own.
 */
export type Notices = (text: string) => void;

export const stdoutNotices: Notices = (text) => {
  process.stdout.write(text);
};

/** Lines in a frame of `=` and `|`, wide enough for the longest (plain ASCII: any terminal, any log viewer). */
export function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `  +${'='.repeat(width + 2)}+`;
  return `\n${rule}\n${lines.map((l) => `  | ${l.padEnd(width)} |`).join('\n')}\n${rule}\n\n`;
}

/** Only the owner may read or write it (0600), also when the file was there before with other rights. */
async function ownerOnly(file: string): Promise<void> {
  await fs.chmod(file, 0o600);
}

/** Writes `text` as the whole file, readable only by its owner. */
export async function writePrivateFile(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text, { mode: 0o600 });
  await ownerOnly(file);
}

/** Adds `text` at the end of the file (made if missing), readable only by its owner. */
export async function appendPrivateFile(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, text, { mode: 0o600 });
  await ownerOnly(file);
}
