import {
  dueMovedKey,
  explainStatus,
  formatDateTime,
  promiseReading,
  sharedPromise,
  type TLanguage,
  type TTrackItem,
} from '@svc/contract';
import { answer, esc, statusText, text } from './track-page-words';

/**
 * The promise's lines (the contract's `promiseReading`, as the request page says them): the due in bold, what
 * was promised at receipt (decision 092), and why it is paused while it is.
 */
function promiseHtml(item: TTrackItem, lang: TLanguage): string {
  const reading = promiseReading(item);
  if (!reading) return '';
  const within = reading.within
    ? `<br><span data-testid="promised-within">${text(lang, reading.within.key, reading.within.values)}</span>`
    : '';
  const paused = reading.paused ? `<br><span class="dim">${text(lang, reading.paused.key)}</span>` : '';
  return `<p data-testid="promise"><strong>${text(lang, reading.due.key, reading.due.values)}</strong>${within}${paused}</p>`;
}

function itemSection(item: TTrackItem, lang: TLanguage, actionsOpen: boolean, promise: string): string {
  const st = statusText(lang);
  const id = `item-${item.line_no}`;
  const explanation =
    item.status === 'estimated' && !actionsOpen
      ? answer(lang, 'quotedClosed')
      : esc(explainStatus(st[item.status], item.parts_expected_on));
  const steps = item.timeline
    .map((e, i) => {
      const moved = e.due_moved_to
        ? `<span class="dim" data-testid="due-moved">${text(lang, dueMovedKey(item.timeline[i - 1]?.status), { date: formatDateTime(e.due_moved_to) })}</span>`
        : '';
      return `<li><span>${esc(st[e.status].label)}</span><time datetime="${esc(e.at)}">${esc(formatDateTime(e.at))}</time>${moved}</li>`;
    })
    .join('');
  const name = `${item.line_no}. ${item.item_name} · ${item.brand_name} ${item.model_number}`;
  return `<section class="card" aria-labelledby="${id}" data-testid="track-${id}" data-item="${item.line_no}"><div class="row"><h2 id="${id}">${esc(name)}</h2><span class="badge s-${item.status}" data-status-badge>${esc(st[item.status].label)}</span></div><p class="dim">${text(lang, 'serialNumber')}: ${esc(item.serial_number)}</p><p>${explanation}</p>${promise}<ol class="tl">${steps}</ol></section>`;
}

/**
 * Each item's card with its status, explanation, promise and timeline; a promise every item shares is said
 * once above them ("For each of the 20 items:"), as on the request page.
 */
export function itemsHtml(items: readonly TTrackItem[], lang: TLanguage, actionsOpen: boolean): string {
  const shared = sharedPromise(items);
  const above = shared
    ? `<div data-testid="shared-promise"><p class="dim">${text(lang, 'promiseForEach', { count: String(items.length) })}</p>${promiseHtml(shared, lang)}</div>`
    : '';
  return above + items.map((i) => itemSection(i, lang, actionsOpen, shared ? '' : promiseHtml(i, lang))).join('');
}
