import { ITEM_STATUSES, STATUS_NEWS, type TLanguage } from '@svc/contract';

/**
 * Each status's badge, in the registry's colour (`track`: white text reads on it), and the groups' as their
 * statuses': a pending request as its pending items, a completed one as delivered.
 */
const STATUS_STYLES = [
  ...ITEM_STATUSES.flatMap((s) => (STATUS_NEWS[s].track ? [`.s-${s}{background:${STATUS_NEWS[s].track}}`] : [])),
  `.g-pending{background:${STATUS_NEWS.pending.track}}.g-completed{background:${STATUS_NEWS.delivered.track}}`,
].join('');

/**
 * The Tamil fonts the page loads (decision 095), served from the web app's build beside the page's script
 * (`scripts/build-server.mjs` copies them from @fontsource/noto-sans-tamil, the app's own, Tamil letters
 * only): regular and bold. The English page's one Tamil word, its "தமிழ்" link, has a font of its five letters
 * alone (`apps/web/public/t/tamil-word.woff2`, 1.3 kB), so English readers never fetch the whole script.
 */
const TAMIL_FONT = { regular: '/t/noto-sans-tamil-400.woff2', bold: '/t/noto-sans-tamil-700.woff2' };
const TAMIL_WORD_FONT = '/t/tamil-word.woff2';
/** Tamil letters (the app's range): Latin text never takes these faces. */
const TAMIL_RANGE = 'U+0B80-0BFF,U+0964-0965,U+200C-200D,U+25CC';
/** த ம ி ழ ் : the letters of "தமிழ்". */
const TAMIL_WORD_RANGE = 'U+0BA4,U+0BAE,U+0BB4,U+0BBF,U+0BCD';

/** A face that a phone with Noto Sans Tamil installed takes from itself (local), else from this server. */
const face = (weight: 400 | 700, names: string, url: string, range: string) =>
  `@font-face{font-family:"Noto Sans Tamil";font-style:normal;font-weight:${weight};font-display:swap;src:${names},url(${url}) format("woff2");unicode-range:${range}}`;
const REGULAR_NAMES = 'local("Noto Sans Tamil Regular"),local("NotoSansTamil-Regular")';
const BOLD_NAMES = 'local("Noto Sans Tamil Bold"),local("NotoSansTamil-Bold")';

/** The page's font faces in its language: the whole Tamil script in Tamil, the link's word in English. */
export function fontFaces(lang: TLanguage): string {
  if (lang === 'ta') {
    return (
      face(400, REGULAR_NAMES, TAMIL_FONT.regular, TAMIL_RANGE) + face(700, BOLD_NAMES, TAMIL_FONT.bold, TAMIL_RANGE)
    );
  }
  return face(400, REGULAR_NAMES, TAMIL_WORD_FONT, TAMIL_WORD_RANGE);
}

/** In Tamil, the regular face is asked for with the page rather than once its text is laid out. */
export const fontPreload = (lang: TLanguage) =>
  lang === 'ta' ? `<link rel="preload" href="${TAMIL_FONT.regular}" as="font" type="font/woff2" crossorigin>` : '';

/**
 * The tracking page's whole style sheet, inline (decision 056): Noto Sans Tamil for Tamil letters (above),
 * system fonts for the rest, both skins by the phone's setting, one column that reads at 375 px. Status
 * colours are the account's badges' (white text on each at 4.5:1 or more).
 */
export const TRACK_PAGE_CSS = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--fg:#212529;--dim:#495057;--line:#ced4da;--accent:#1864ab;--ok:#06694b;--bad:#c92a2a}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--fg:#e9ecef;--dim:#c1c2c5;--line:#495057;--accent:#74c0fc;--ok:#63e6be;--bad:#ffa8a8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 "Noto Sans Tamil",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
header,main,footer{max-width:40rem;margin:0 auto;padding:0 1rem}
header{display:flex;justify-content:flex-end;padding-top:.75rem}
h1{font-size:1.5rem;margin:.5rem 0 0}
h2{font-size:1.05rem;margin:0}
h3{font-size:1rem;margin:0}
p{margin:.5rem 0}
a{color:var(--accent)}
.dim{color:var(--dim);font-size:.875rem}
.nw{white-space:nowrap}
.boxes{list-style:none;padding:0;margin:0}
.boxes li+li{margin-top:.75rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.row{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;align-items:flex-start}
.badge{display:inline-block;border-radius:1rem;padding:.1rem .6rem;font-size:.8rem;font-weight:700;color:#fff;background:#1864ab;text-align:center}
${STATUS_STYLES}
.tl{list-style:none;margin:.75rem 0 0;padding:0 0 0 1rem;border-left:2px solid var(--line)}
.tl li{position:relative;margin:0 0 .5rem}
.tl li::before{content:"";position:absolute;left:-1.4rem;top:.45rem;width:.6rem;height:.6rem;border-radius:50%;background:var(--accent)}
.tl time{display:block;color:var(--dim);font-size:.8rem}
.note{border-left:4px solid var(--dim);padding:.5rem .75rem;background:var(--card)}
.err{color:var(--bad);font-weight:600}
.done{color:var(--ok);font-weight:600}
button{font:inherit;font-weight:600;border-radius:.4rem;border:1px solid var(--accent);background:var(--accent);color:var(--card);padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;min-height:2.75rem;cursor:pointer}
button.alt{background:transparent;color:var(--accent)}
button.no{background:transparent;color:var(--bad);border-color:var(--bad)}
button:disabled{opacity:.6}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,textarea{font:inherit;width:100%;padding:.5rem;border:1px solid var(--line);border-radius:.4rem;background:var(--card);color:var(--fg)}
#code{max-width:10rem;letter-spacing:.3em}
.msg{border:1px solid var(--line);border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0}
.msg.staff{border-left:4px solid var(--accent)}
.msg .body{white-space:pre-wrap;overflow-wrap:anywhere}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0}
.chip{display:inline-flex;align-items:center;min-height:2.75rem;max-width:100%;padding:.25rem .75rem;border:1px solid var(--line);border-radius:1.5rem;overflow-wrap:anywhere}
dialog{max-width:min(28rem,92vw);border:1px solid var(--line);border-radius:.5rem;background:var(--card);color:var(--fg)}
dialog::backdrop{background:#0008}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`.replace(/\n/g, '');
