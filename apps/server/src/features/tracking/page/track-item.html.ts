import {
  dueMovedKey,
  explainStatus,
  formatDateTime,
  lineRanges,
  promiseReading,
  sharedPromise,
  type TLanguage,
  type TTrackItem,
  type TTrackReply,
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

const BOX_GROUP = { in_transit: 'in_progress', delivered: 'completed', cancelled: 'pending' } as const;

/**
 * The boxes sent back (decision 106), as the request page shows them: courier and docket, the items' lines
 * as ranges, when, and where the box is. Nothing before the first one goes.
 */
export function boxesHtml(boxes: TTrackReply['boxes_back'], lang: TLanguage): string {
  if (!boxes.length) return '';
  const rows = boxes
    .map((b) => {
      const lines = text(lang, 'itemLines', { lines: lineRanges(b.line_nos) });
      const when = `${lines.charAt(0).toUpperCase()}${lines.slice(1)} · ${esc(formatDateTime(b.created_at))}`;
      return `<li><div class="row"><strong>${text(lang, 'shipmentBy', { courier: b.carrier, docket: b.docket })}</strong><span class="badge g-${BOX_GROUP[b.status]}">${text(lang, `shipment_${b.status}`)}</span></div><span class="dim">${when}</span></li>`;
    })
    .join('');
  return `<section class="card" aria-labelledby="boxes-h" data-testid="track-boxes"><h2 id="boxes-h">${text(lang, 'shipmentsSection')}</h2><ul class="boxes">${rows}</ul></section>`;
}
