/**
 * The tracking page's whole style sheet, inline (decision 056): system fonts (every phone has a Tamil
 * one), both skins by the phone's setting, one column that reads at 375 px. Status colours are the
 * account's badges' (white text on each at 4.5:1 or more).
 */
export const TRACK_PAGE_CSS = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--fg:#212529;--dim:#495057;--line:#ced4da;--accent:#1864ab;--ok:#06694b;--bad:#c92a2a}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--fg:#e9ecef;--dim:#c1c2c5;--line:#495057;--accent:#74c0fc;--ok:#63e6be;--bad:#ffa8a8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Tamil","Noto Sans",sans-serif}
header,main,footer{max-width:40rem;margin:0 auto;padding:0 1rem}
header{display:flex;justify-content:flex-end;padding-top:.75rem}
h1{font-size:1.5rem;margin:.5rem 0 0}
h2{font-size:1.05rem;margin:0}
h3{font-size:1rem;margin:0}
p{margin:.5rem 0}
a{color:var(--accent)}
.dim{color:var(--dim);font-size:.875rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.row{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;align-items:flex-start}
.badge{display:inline-block;border-radius:1rem;padding:.1rem .6rem;font-size:.8rem;font-weight:700;color:#fff;background:#1864ab;text-align:center}
.s-pending,.g-pending{background:#8f5600}.s-estimated{background:#862e9c}.s-declined,.s-not_repairable{background:#c92a2a}
.s-cancelled{background:#495057}.s-delivered,.g-completed{background:#087f5b}.s-repaired{background:#0b7285}.s-waiting_for_parts{background:#a63c00}
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
