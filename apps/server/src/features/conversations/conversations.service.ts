import {
  AppMsg,
  AWAITING_SHOWN,
  Code,
  ConversationMsg,
  PDF_TYPE,
  ServerMsg,
  StatusFlag,
  THREAD_PAGE,
  type TThreadMessage,
} from '@svc/contract';
import { decodeCursor, encodeCursor } from '../../db/sql/cursor';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { violatedUnique } from '../../lib/db-errors';
import { readCompanySettings } from '../company';
import type { ImagesService } from '../images';
import { recipientOf } from '../members';
import { availableChannels, messagingOf } from '../phone-messages';
import type { TrackingService } from '../tracking';
import * as cannedRepo from './canned-replies.repository';
import * as repo from './conversations.repository';
import { notifyStaffReply, replyChannels } from './notify-reply';

const notFound = () => new AppError(Code.notFound, ServerMsg.requestNotFound);

/** What a conversation reads of the other features: its files' signed addresses, the request's tracking link. */
export interface ConversationsNeeds {
  images: Pick<ImagesService, 'viewUrl'>;
  tracking: Pick<TrackingService, 'linkFor'>;
}

/** A message as its reader sees it: the staff's names are "Service centre" to the customer. */
export interface Reader {
  side: repo.Side;
  /** The person reading: their own messages are "You"; a colleague's on the same side show their name. */
  userId: string;
}

/**
 * A request's conversation (issue 30, decision 070): the customer (any member of the account) on their own
 * requests, staff on any; another customer's request answers as not found. Text only: the body is stored
 * and answered as typed, and every screen shows it as text.
 */
export function createConversationsService(
  deps: Pick<Deps, 'db' | 'settings'>,
  { images, tracking }: ConversationsNeeds,
) {
  const { db } = deps;
  const available = availableChannels(deps.settings);
  const sideOf = (c: Caller): repo.Side => (isStaff(c) ? 'staff' : 'customer');
  const scope = (c: Caller) => (isStaff(c) ? null : (c.customerId ?? '00000000-0000-0000-0000-000000000000'));

  async function ownRequest(caller: Caller, reqCode: string) {
    const found = await repo.threadRequestOf(db, reqCode, scope(caller));
    if (!found) throw notFound();
    return found;
  }

  /** The messages with their files' addresses, worded for the reader. */
  function shape(rows: repo.MessageRow[], reader: Reader): TThreadMessage[] {
    return rows.map((r) => ({
      message_id: r.id,
      side: r.side,
      author: r.side === 'staff' && reader.side === 'customer' ? ServerMsg.serviceCentre : r.authorName,
      mine: r.authorId === reader.userId,
      channel: r.channel,
      body: r.body,
      item_id: r.itemId,
      item_label: r.itemLabel,
      at: r.createdAt.toISOString(),
      read_at: r.readAt?.toISOString() ?? null,
      attachments: r.files.map((f) =>
        f.contentType === PDF_TYPE
          ? {
              attachment_id: f.id,
              kind: 'pdf' as const,
              url: images.viewUrl(f.id, 'pdf'),
              thumbnail_url: null,
              name: f.fileName,
            }
          : {
              attachment_id: f.id,
              kind: 'image' as const,
              url: images.viewUrl(f.id, 'full'),
              thumbnail_url: images.viewUrl(f.id, 'thumb'),
              name: f.fileName,
            },
      ),
    }));
  }

  /**
   * A page of the thread of a request the reader may see, as it was before this read (so the screen can
   * mark what is new): the newest messages, or those before `before`. Reading the newest marks the other
   * side's messages read; an earlier page changes nothing.
   */
  async function threadOf(request: repo.ThreadRequest, reader: Reader, before?: number) {
    const { rows, earlier } = await repo.messagesOf(db, request.id, THREAD_PAGE, before);
    // Most reads find nothing unread: they open no transaction (markRead checks again under the lock).
    const unread = reader.side === 'customer' ? request.unreadForCustomer : request.unreadForStaff;
    if (before === undefined && unread > 0) await db.transaction((tx) => repo.markRead(tx, request.id, reader.side));
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      req_code: request.reqCode,
      messages: shape(rows, reader),
      earlier,
      before: earlier ? (rows[0]?.seq ?? null) : null,
    };
  }

  async function view(caller: Caller, reqCode: string, before?: number) {
    const request = await ownRequest(caller, reqCode);
    const reader = { side: sideOf(caller), userId: caller.userId };
    const thread = await threadOf(request, reader, before);
    if (!isStaff(caller) || before !== undefined) return thread;
    // Staff are told how their reply will reach the customer, as notifyStaffReply will send it.
    const [to, company] = await Promise.all([recipientOf(db, request.customerId), readCompanySettings(db)]);
    return {
      ...thread,
      reply_channels: to
        ? replyChannels({ ...to, mobileConfirmed: to.mobile !== null }, messagingOf(company), available)
        : [],
      language: to?.language ?? 'en',
    };
  }

  /**
   * Writes a message: the item must be on the request, every attached file the author's own finished
   * upload not used elsewhere; otherwise nothing is kept. At most MESSAGES_PER_MINUTE (setting) a minute a
   * person, counted by the message's own statement (decision 088).
   */
  async function post(
    caller: Caller,
    input: { req_code: string; item_id: string | null; body: string; attachment_ids: string[] },
    channel: 'web' | 'tracking' = 'web',
  ) {
    const [request, authorName] = await Promise.all([
      ownRequest(caller, input.req_code),
      repo.displayNameOf(db, caller.userId),
    ]);
    const side = sideOf(caller);
    const fileIds = [...new Set(input.attachment_ids)];
    const unread = (side === 'customer' ? request.unreadForCustomer : request.unreadForStaff) > 0;
    const write = async (tx: typeof db) => {
      if (input.item_id && !(await repo.itemOfRequest(tx, request.id, input.item_id))) {
        throw new AppError(Code.badRequest, ConversationMsg.itemNotOnRequest);
      }
      // Who writes has read what the other side wrote before (as the request was looked up).
      if (unread) await repo.markRead(tx, request.id, side);
      const message = await repo.insertMessage(
        tx,
        {
          requestId: request.id,
          itemId: input.item_id,
          side,
          authorId: caller.userId,
          authorName,
          channel,
          body: input.body,
        },
        deps.settings.MESSAGES_PER_MINUTE,
      );
      if (!message) throw new AppError(Code.tooMany, ConversationMsg.tooManyMessages);
      if ((await repo.attachFiles(tx, message.id, fileIds, caller.userId)) !== fileIds.length) {
        throw new AppError(Code.badRequest, ConversationMsg.attachmentNotYours);
      }
      if (side === 'staff') {
        await notifyStaffReply(tx, await tracking.linkFor(tx, request.id), {
          messageId: message.id,
          requestId: request.id,
          reqCode: request.reqCode,
          customerId: request.customerId,
          body: input.body,
          files: fileIds.length,
        });
      }
      return message;
    };
    // A customer's words alone are one statement, atomic by itself: no transaction's two round trips.
    const alone = !input.item_id && !fileIds.length && side === 'customer' && !unread;
    const row = alone ? await write(db) : await db.transaction(write);
    // Read back only for a message about an item or with files (their label, their files); else the row as written.
    const posted =
      input.item_id || fileIds.length ? await repo.messageById(db, row.id) : { ...row, itemLabel: null, files: [] };
    if (!posted) throw notFound();
    const [shaped] = shape([posted], { side, userId: caller.userId });
    if (!shaped) throw notFound();
    return { statusFlag: StatusFlag.ok, message: ConversationMsg.messageSent, posted: shaped };
  }

  /**
   * The desk's "awaiting our reply" queue: the longest wait first, with the count of the whole queue; each
   * request with the customer's unanswered messages and their files, so the desk answers without opening it.
   */
  async function awaiting(caller: Caller, q: { limit: number; cursor?: string }) {
    const [count, rows, company] = await Promise.all([
      repo.awaitingCount(db),
      repo.awaitingPage(db, { after: q.cursor ? decodeCursor(q.cursor) : undefined, limit: q.limit + 1 }),
      readCompanySettings(db),
    ]);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const waitingRows = await repo.waitingOf(
      db,
      page.map((r) => r.request_id),
      AWAITING_SHOWN,
    );
    const shaped = shape(waitingRows, { side: 'staff', userId: caller.userId });
    const waiting = new Map<string, TThreadMessage[]>();
    shaped.forEach((m, i) => {
      const id = waitingRows[i]?.requestId ?? '';
      waiting.set(id, [...(waiting.get(id) ?? []), m]);
    });
    const messaging = messagingOf(company);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      count,
      rows: page.map((r) => ({
        req_code: r.req_code,
        customer_name: r.customer_name,
        customer_code: r.customer_code,
        language: r.language,
        awaiting_since: new Date(r.awaiting_since).toISOString(),
        last_message: r.last_message ?? '',
        item_label: r.item_label,
        item_id: r.item_id,
        waiting_messages: Number(r.waiting_messages),
        waiting: waiting.get(r.request_id) ?? [],
        reply_channels: replyChannels(
          { whatsappOptedIn: Boolean(r.whatsapp_opted_in), mobileConfirmed: Boolean(r.mobile_confirmed) },
          messaging,
          available,
        ),
        customer_active: Boolean(r.customer_active),
      })),
      next_cursor: rows.length > q.limit && last ? encodeCursor(last.cursor_at, last.request_id) : null,
    };
  }

  /** The canned replies: the active ones; every one for the admin who asks for all. */
  async function canned(caller: Caller, all: boolean) {
    const rows = await cannedRepo.cannedList(db, all && caller.role === 'admin');
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      replies: rows.map((r) => ({ id: r.id, title: r.title, body_en: r.bodyEn, body_ta: r.bodyTa, active: r.active })),
    };
  }

  async function saveCanned(input: { id?: number; title: string; body_en: string; body_ta: string; active: boolean }) {
    let id: number | null;
    try {
      id = await cannedRepo.saveCanned(db, {
        id: input.id,
        title: input.title,
        bodyEn: input.body_en,
        bodyTa: input.body_ta,
        active: input.active,
      });
    } catch (err) {
      if (violatedUnique(err) === 'canned_replies_title_key') {
        throw new AppError(Code.conflict, ConversationMsg.cannedExists, {
          issues: [{ path: 'title', message: ConversationMsg.cannedExists }],
        });
      }
      throw err;
    }
    if (id === null) throw new AppError(Code.notFound, AppMsg.notFound);
    return { statusFlag: StatusFlag.ok, message: ConversationMsg.cannedSaved, code: String(id) };
  }

  return { view, post, awaiting, canned, saveCanned };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
