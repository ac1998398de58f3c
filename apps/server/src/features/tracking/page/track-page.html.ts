import {
  formatDate,
  formatMobile,
  GROUP_LABEL,
  GROUP_LABEL_TA,
  routes,
  TEXTS,
  type TextKey,
  type TLanguage,
  TRACK_ANSWERS_TA,
  type TrackPageKey,
  type TTrackReply,
  trackLink,
  urlOf,
} from '@svc/contract';
import { boxesHtml, itemsHtml } from './track-item.html';
import { fontFaces, fontPreload, TRACK_PAGE_CSS } from './track-page.css';
import { answer, answerText, esc, text, textHtml, WORDS } from './track-page-words';

/** Where the built script that asks for a code and answers the charges is served (apps/web's build). */
const TRACK_SCRIPT_PATH = '/t/actions.js';

interface Frame {
  lang: TLanguage;
  nonce: string;
  title: string;
  /** The same page in the other language (the link's own address with `lang`). */
  otherHref: string;
  body: string;
  /** Data for the script, kept out of the body's text. */
  head?: string;
}

function page({ lang, nonce, title, otherHref, body, head = '' }: Frame): string {
  const other: TLanguage = lang === 'ta' ? 'en' : 'ta';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark"><title>${title}</title>${fontPreload(lang)}<style nonce="${nonce}">${fontFaces(lang)}${TRACK_PAGE_CSS}</style>${head}</head><body><header><a href="${esc(otherHref)}" lang="${other}" hreflang="${other}" title="${text(lang, 'switchLanguage')}" data-testid="language-toggle">${other === 'ta' ? 'தமிழ்' : 'English'}</a></header>${body}</body></html>`;
}

const langHref = (token: string, lang: TLanguage) => `${trackLink(token)}&lang=${lang}`;

/** The page of a link that opens nothing: wrong, replaced or expired, all alike. */
export function invalidPage(token: string, lang: TLanguage, nonce: string): string {
  const body = `<main><h1>${text(lang, 'trackInvalidTitle')}</h1><p class="note" role="alert" data-testid="track-invalid">${answer(lang, 'invalid')}</p><p><a href="/login">${text(lang, 'signInInstead')}</a></p></main>`;
  return page({
    lang,
    nonce,
    title: text(lang, 'trackInvalidTitle'),
    otherHref: langHref(token, lang === 'ta' ? 'en' : 'ta'),
    body,
  });
}

/**
 * The page past the address's reading budget (decision 080): a page in the reader's language saying to wait
 * a minute, never the API's JSON. Nothing is read for it, so its language is the link's `lang` or the browser's.
 */
export function waitPage(token: string, lang: TLanguage, nonce: string): string {
  const body = `<main><h1>${text(lang, 'trackInvalidTitle')}</h1><p class="note" role="alert" data-testid="track-wait">${answer(lang, 'tooManyRequests')}</p></main>`;
  return page({
    lang,
    nonce,
    title: text(lang, 'trackInvalidTitle'),
    otherHref: langHref(token, lang === 'ta' ? 'en' : 'ta'),
    body,
  });
}

/**
 * The card the script takes over: hidden until the inline loader shows it (nothing to press without
 * JavaScript). While the account is active it is always there: answering a quote, correcting the courier
 * details while nothing is received, and the request's messages (issue 30) all follow the same code.
 */
function actionsCard(data: TTrackReply, lang: TLanguage, resume: boolean, unread: number): string {
  if (!data.actions_open) return '';
  // The reply mail sent the customer here: say a message waits (its count only, never its words before the code).
  const waiting =
    unread > 0
      ? `<p class="note" data-testid="track-unread-note">${unread === 1 ? text(lang, 'trackUnreadOne') : text(lang, 'trackUnreadMany', { n: String(unread) })}</p>`
      : '';
  const canAnswer = data.items.some((i) => i.status === 'estimated');
  const courier = data.items.every((i) => i.status === 'pending');
  const [title, hint] = canAnswer
    ? (['answerQuoteTitle', 'answerQuoteHint'] as const)
    : courier
      ? (['correctCourierTitle', 'correctCourierHint'] as const)
      : (['trackWriteTitle', 'trackWriteHint'] as const);
  return `<section class="card" id="act" hidden aria-labelledby="act-h" data-testid="answer-quote" data-answer="${canAnswer ? 1 : 0}"${resume ? ' data-resume="1"' : ''}><h2 id="act-h">${text(lang, title)}</h2>${waiting}<p id="act-msg">${text(lang, hint)}</p><div id="act-body"><button type="button" id="act-go">${text(lang, 'sendMeACode')}</button></div></section>`;
}

/**
 * With JavaScript off the messages cannot open (they need the code's steps): the page says so and how to
 * write to the centre instead, by the e-mail and phone of its settings, as links (decision 095).
 */
function noScript(data: TTrackReply, lang: TLanguage): string {
  if (!data.actions_open) return '';
  const { email, phone } = data.centre;
  const values = {
    code: esc(data.req_code),
    email: email
      ? `<a href="mailto:${esc(email)}?subject=${esc(encodeURIComponent(data.req_code))}">${esc(email)}</a>`
      : '',
    phone: phone ? `<a href="tel:${esc(phone.replace(/[^\d+]/g, ''))}">${esc(formatMobile(phone))}</a>` : '',
  };
  const how =
    email && phone
      ? 'trackNoScriptMailCall'
      : email
        ? 'trackNoScriptMail'
        : phone
          ? 'trackNoScriptCall'
          : 'trackNoScriptNone';
  return `<noscript><section class="card" data-testid="track-noscript"><h2>${text(lang, 'trackWriteTitle')}</h2><p>${text(lang, 'trackNoScript')}</p><p>${textHtml(lang, how, values)}</p></section></noscript>`;
}

/** The words the script says (apps/web/src/track-script). */
const SCRIPT_WORDS = [
  'sendMeACode',
  'codeLabel',
  'confirmCode',
  'resendCode',
  'quoteTotal',
  'yes',
  'no',
  'confirmApproveTitle',
  'confirmApprove',
  'confirmDeclineTitle',
  'confirmDecline',
  'approveCharges',
  'declineCharges',
  'answerQuoteDone',
  'chargesApproved',
  'chargesDeclined',
  'courierSection',
  'correctCourierOpen',
  'courierName',
  'docketNumber',
  'narration',
  'save',
  'trackMessagesTitle',
  'trackMessagesEmpty',
  'trackMessagesLoading',
  'trackEarlier',
  'trackMessageLabel',
  'trackSend',
  'trackFromCentre',
  'trackFromYou',
  'trackNew',
  'trackPhoto',
  'trackPdf',
  'trackRead',
  'trackNotRead',
  'trackLength',
] as const satisfies readonly TrackPageKey[];

/** What the script needs besides the page: its words and the items' names (never a charge or address). */
function scriptData(token: string, data: TTrackReply, lang: TLanguage, unread: number): string {
  const answers =
    lang === 'ta'
      ? Object.fromEntries(Object.entries(TRACK_ANSWERS_TA).map(([k, ta]) => [TEXTS[k as TextKey], ta]))
      : {};
  const json = JSON.stringify({
    k: token,
    n: unread,
    t: Object.fromEntries(SCRIPT_WORDS.map((key) => [key, WORDS[lang][key]])),
    m: answers,
    u: {
      send: urlOf(routes.trackSendCode),
      verify: urlOf(routes.trackVerifyCode),
      resume: urlOf(routes.trackResume),
      answer: urlOf(routes.trackAnswerCharges),
      courier: urlOf(routes.trackUpdateCourier),
      thread: urlOf(routes.trackThread),
      message: urlOf(routes.trackPostMessage),
    },
    e: {
      unreachable: answerText(lang, 'serverNotReachable'),
      failed: answerText(lang, 'somethingWentWrong'),
      bad: answerText(lang, 'badRequest'),
      courier_name: answerText(lang, 'enterCourierName'),
      docket_number: answerText(lang, 'enterDocketNumber'),
      narration: answerText(lang, 'enterNarration'),
      empty: answerText(lang, 'writeMessage'),
    },
    labels: Object.fromEntries(
      data.items.map((i) => [i.line_no, `${i.line_no}. ${i.item_name} · ${i.brand_name} ${i.model_number}`]),
    ),
  });
  return json.replace(/</g, '\\u003c');
}

/**
 * The loader: shows the actions card, and fetches the script only when the customer presses its button
 * (the script then asks for the code at once), or at once on a device that confirmed the code within its
 * grant (decision 077). Its nonce lets the loaded script run under the page's CSP.
 */
const TRACK_LOADER = `(()=>{var a=document.getElementById("act");if(!a)return;var n=document.currentScript.nonce;a.hidden=false;function l(){var s=document.createElement("script");s.src="${TRACK_SCRIPT_PATH}";s.nonce=n;document.head.appendChild(s)}if(a.dataset.resume)l();else document.getElementById("act-go").addEventListener("click",l,{once:true})})()`;

/**
 * The tracking page in one language: statuses, explanations, promises and timelines, complete without
 * JavaScript. `resume`: this device holds a grant for the link, so the script loads at once (the page
 * itself is the same, nothing private in it).
 */
export function trackPage(
  token: string,
  data: TTrackReply,
  lang: TLanguage,
  nonce: string,
  { resume = false, unread = 0 }: { resume?: boolean; unread?: number } = {},
): string {
  const groups = lang === 'ta' ? GROUP_LABEL_TA : GROUP_LABEL;
  const title = text(lang, 'trackTitle', { code: data.req_code });
  const closed = data.actions_open
    ? ''
    : `<p class="note" role="note" data-testid="track-closed">${answer(lang, 'accountClosed')}</p>`;
  const centre = data.centre.name
    ? `<footer><p class="dim">${
        data.centre.phone
          ? text(lang, 'trackCentrePhone', { name: data.centre.name, phone: formatMobile(data.centre.phone) })
          : esc(data.centre.name)
      }</p></footer>`
    : '';
  const act = actionsCard(data, lang, resume, unread);
  const head = act
    ? `<script type="application/json" id="track-data">${scriptData(token, data, lang, unread)}</script>`
    : '';
  const script = act ? `<script nonce="${nonce}">${TRACK_LOADER}</script>` : '';
  // The request's code is kept on one line: a phone broke it at its dashes ("RR-2026-" / "000001").
  const heading = textHtml(lang, 'trackTitle', { code: `<span class="nw">${esc(data.req_code)}</span>` });
  const body = `<main data-testid="track-view"><h1>${heading}</h1><p class="dim">${text(lang, 'trackRaisedOn', { date: formatDate(data.created_at) })}</p><p id="overall">${text(lang, 'trackOverall')} <span class="badge g-${data.group}">${esc(groups[data.group])}</span></p>${boxesHtml(data.boxes_back, lang)}${itemsHtml(data.items, lang, data.actions_open)}${closed}${act}${noScript(data, lang)}<p id="act-live" role="status" class="done"></p></main>${centre}${script}`;
  return page({ lang, nonce, title, otherHref: langHref(token, lang === 'ta' ? 'en' : 'ta'), body, head });
}

/**
 * The page's content security policy: its own nonce for the one style sheet and the loader, calls to itself,
 * and its own Tamil fonts (decision 095).
 */
export const trackPageCsp = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
