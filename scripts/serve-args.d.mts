/** The arguments `npm run serve` gives node: its memory flags, then the built server's absolute path. */
export function serveArgs(): string[];
