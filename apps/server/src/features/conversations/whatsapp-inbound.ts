import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { mailTexts } from '../../mail/mail-texts';
import { readCompanySettings } from '../company';
import type { ImagesService } from '../images';
import { messagingOf, queuePhoneMessage } from '../phone-messages';
import type { TrackingService } from '../tracking';
import type { IncomingWhatsapp } from '../webhooks';
import * as repo from './conversations.repository';
import * as inbox from './whatsapp-inbox.repository';

export interface InboundNeeds {
  images: Pick<ImagesService, 'keep'>;
  tracking: Pick<TrackingService, 'linkFor'>;
  /** The provider's media download (GET /{media-id}, then its address), when WhatsApp is set up. */
  fetchMedia: ((mediaId: string) => Promise<{ data: Buffer; mimeType: string }>) | null;
}

const CODE_IN_TEXT = /\bRR-\d{4}-\d{6,}\b/gi;
/** The database keeps a message of at most 4000 characters; WhatsApp allows 4096. */
const BODY_MAX = 4000;

/**
 * What a customer's WhatsApp message does (issue 30, decision 073). From a number no account confirmed as its
 * mobile (decision 089), or whose customer has not opted in, it is kept aside and answered with nothing. Otherwise it goes into the conversation of the request it names by its code; else of their only
 * open request; else, with none open, of their most recently active one; with several open it is held and
 * the customer is asked, in a short free-form reply listing the codes, which one (a reply with a code then
 * places the held messages there). A photo is fetched through the media API and kept as an upload of the
 * account's owner (re-encoded, its metadata dropped); one that cannot be kept leaves its caption only.
 */
export function createWhatsappInbound(deps: Pick<Deps, 'db' | 'log'>, needs: InboundNeeds) {
  const { db, log } = deps;

  async function photo(m: { mediaId: string | null }, ownerId: string): Promise<string[]> {
    if (!m.mediaId || !needs.fetchMedia) return [];
    try {
      const { data, mimeType } = await needs.fetchMedia(m.mediaId);
      return [await needs.images.keep(ownerId, mimeType, data)];
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'whatsapp photo not kept');
      return [];
    }
  }

  /** Writes one message into a request's conversation as the customer's, with its photo. */
  async function place(
    tx: DbOrTx,
    requestId: string,
    who: { name: string; ownerId: string },
    text: string,
    files: string[],
  ) {
    const message = await repo.insertMessage(tx, {
      requestId,
      itemId: null,
      side: 'customer',
      authorId: null,
      authorName: who.name,
      channel: 'whatsapp',
      body: text.slice(0, BODY_MAX),
    });
    await repo.attachFiles(tx, message.id, files, who.ownerId);
    return message.id;
  }

  async function receive(m: IncomingWhatsapp): Promise<void> {
    if (await inbox.inboxHas(db, m.providerId)) return;
    const phone = `+${m.from}`;
    const base = {
      providerId: m.providerId,
      fromPhone: phone,
      kind: m.kind,
      body: m.text.slice(0, BODY_MAX),
      mediaId: m.mediaId,
    };
    const aside = (reason: string, customerId: string | null = null) =>
      inbox.keepInbound(db, { ...base, customerId, outcome: 'aside', reason });
    // Only the account that confirmed the number hears from it (decision 089).
    const customer = await inbox.customerByPhone(db, phone);
    if (!customer) return void (await aside('no account confirmed the number'));
    if (!customer.opted_in) return void (await aside('not opted in', customer.customer_id));
    if (!customer.owner_id || customer.active === false)
      return void (await aside('account closed', customer.customer_id));
    if (m.kind !== 'text' && m.kind !== 'image') return void (await aside(`${m.kind} not read`, customer.customer_id));
    const who = { name: customer.name, ownerId: customer.owner_id };
    const requests = await inbox.requestsForInbound(db, customer.customer_id);
    if (requests.length === 0) return void (await aside('no request', customer.customer_id));

    const named = [...m.text.matchAll(CODE_IN_TEXT)].map((x) => x[0].toUpperCase());
    const open = requests.filter((r) => r.open);
    const target =
      requests.find((r) => named.includes(r.req_code)) ??
      (open.length === 1 ? open[0] : open.length === 0 ? requests[0] : undefined);

    if (!target) {
      // Several open: held, and the customer asked which (once while messages are held).
      // Its photo is fetched when it is placed (Meta keeps media for 30 days).
      const held = await inbox.heldFrom(db, phone);
      await db.transaction(async (tx) => {
        const [kept] = await inbox.keepInbound(tx, {
          ...base,
          customerId: customer.customer_id,
          outcome: 'asked',
          reason: 'several open requests',
        });
        if (!kept || held.length > 0) return;
        const company = await readCompanySettings(tx);
        const codes = open.slice(0, 10).map((r) => r.req_code);
        const { m: say } = mailTexts(customer.language);
        await queuePhoneMessage(
          tx,
          {
            key: `whatsapp-ask:${m.providerId}`,
            kind: 'staff_reply',
            to: phone,
            whatsappOptedIn: true,
            language: customer.language,
            values: { request: codes.join(', '), link: await needs.tracking.linkFor(tx, open[0]?.id ?? '') },
            freeText: say('whichRequest', { codes: codes.join(', ') }),
            only: ['whatsapp'],
          },
          messagingOf(company),
        );
      });
      return;
    }

    const held = named.length ? await inbox.heldFrom(db, phone) : [];
    const heldFiles = await Promise.all(held.map((h) => photo(h, who.ownerId)));
    const files = await photo(m, who.ownerId);
    // A reply that is only the code places the held messages; it is not itself a message.
    const onlyCode = held.length > 0 && m.text.trim().toUpperCase() === target.req_code && files.length === 0;
    await db.transaction(async (tx) => {
      for (const [i, h] of held.entries()) {
        const id = await place(tx, target.id, who, h.body, heldFiles[i] ?? []);
        await inbox.markHeldPlaced(tx, h.id, target.id, id);
      }
      const messageId = onlyCode ? null : await place(tx, target.id, who, m.text, files);
      await inbox.keepInbound(tx, {
        ...base,
        customerId: customer.customer_id,
        outcome: 'thread',
        requestId: target.id,
        messageId,
      });
    });
  }

  return { receive };
}
