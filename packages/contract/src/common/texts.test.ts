import { describe, expect, it } from 'vitest';
import { TurnaroundMsg } from '../admin/turnaround';
import { formatRupees } from '../format/india';
import { fillMessage, InvoiceMsg } from '../invoices/messages';
import { MessagingMsg } from '../phone-messages/messaging-texts';
import { TrackMsg } from '../requests/track-messages';
import { AdminMsg, ItemStatusMsg, PeopleMsg } from './desk-messages';
import { AppMsg, Msg } from './messages';
import { ServerMsg } from './server-messages';
import { TEXTS, textKeyOf } from './texts';

describe('the texts by key', () => {
  it('give a key one wording: tables that share a key share its words, or the key is renamed', () => {
    const tables = [
      Msg,
      AppMsg,
      ServerMsg,
      TrackMsg,
      AdminMsg,
      ItemStatusMsg,
      PeopleMsg,
      InvoiceMsg,
      MessagingMsg,
      TurnaroundMsg,
    ];
    const clashes = new Set<string>();
    const seen = new Map<string, unknown>();
    for (const table of tables) {
      for (const [key, words] of Object.entries(table)) {
        if (seen.has(key) && seen.get(key) !== words) clashes.add(key);
        seen.set(key, words);
      }
    }
    expect([...clashes].sort()).toEqual(['customerExists', 'resetSent']);
    expect(TEXTS.adminCustomerExists).toBe(PeopleMsg.customerExists);
    expect(TEXTS.customerExists).toBe(AppMsg.customerExists);
  });

  it('tell the key of the words the server sends, a filled template with its values', () => {
    expect(textKeyOf(Msg.passwordChanged)).toEqual({ key: 'passwordChanged', values: {} });
    expect(textKeyOf(PeopleMsg.resetSent)).toEqual({ key: 'adminResetSent', values: {} });
    const due = formatRupees(118000);
    expect(textKeyOf(fillMessage(InvoiceMsg.moreThanDue, { due }))).toEqual({ key: 'moreThanDue', values: { due } });
    expect(textKeyOf('Words no table holds')).toBeNull();
  });
});
