import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../config/public-url';
import type { Deps } from '../deps';
import { adminFeature } from '../features/admin';
import { apiDocsFeature } from '../features/api-docs';
import { auditMoveEffect } from '../features/audit';
import { authFeature } from '../features/auth';
import { catalogueFeature } from '../features/catalogue';
import { colleaguesFeature } from '../features/colleagues';
import { conversationsFeature } from '../features/conversations';
import { deskFeature } from '../features/desk';
import { healthFeature } from '../features/health';
import { type ImageStore, imagesFeature } from '../features/images';
import { dispatchInvoiceEffect, invoicesFeature } from '../features/invoices';
import { itemFlowFeature, settleRequestState } from '../features/item-flow';
import { notifyMoveEffect } from '../features/mail-outbox';
import { phoneMessagesFeature } from '../features/phone-messages';
import { profileFeature } from '../features/profile';
import { ratingMoveEffect, ratingsFeature } from '../features/ratings';
import { deliveryCountEffect, reportsFeature } from '../features/reports';
import { requestsFeature } from '../features/requests';
import { shipmentMoveEffect, shipmentsFeature } from '../features/shipments';
import { createTrackingService, trackingFeature } from '../features/tracking';
import { turnaroundFeature } from '../features/turnaround';
import { warrantyFeature } from '../features/warranty';
import { webhooksFeature } from '../features/webhooks';

/**
 * Makes every feature once, each from the dependencies it names and the services of others it uses;
 * answers what the app still needs of them (the outbox attaches invoice PDFs, the webhook worker reads the
 * inbox) and one registration per feature.
 */
export function createFeatures(
  deps: Deps,
  o: {
    store: ImageStore;
    kind: string;
    secureCookies: boolean;
    /** The metrics' count of webhook deliveries. */
    countWebhook?: Parameters<typeof webhooksFeature>[1];
  },
) {
  const auth = authFeature(deps, o.secureCookies);
  const images = imagesFeature(deps, o.store);
  const catalogue = catalogueFeature(deps);
  const tracking = createTrackingService(deps);
  // Every provider callback's inbox; the features that act on them register their handlers (decision 098).
  const webhooks = webhooksFeature(deps, o.countWebhook);
  phoneMessagesFeature(deps, webhooks.inbox);
  const shipments = shipmentsFeature(deps, webhooks.inbox);
  const conversations = conversationsFeature(deps, { images: images.images, tracking, webhooks: webhooks.inbox });
  const requests = requestsFeature(deps, {
    images: images.images,
    catalogue: catalogue.catalogue,
    tracking,
  });
  const turnaround = turnaroundFeature(deps);
  // What a move sets off, each handled by the feature that owns it, in the order the flow table states.
  const itemFlow = itemFlowFeature(deps, tracking.linkFor, turnaround.turnaround.turnaroundFor, {
    shipment: shipmentMoveEffect,
    delivery_count: deliveryCountEffect,
    audit: auditMoveEffect,
    invoice: dispatchInvoiceEffect,
    notify: notifyMoveEffect(
      { publicUrl: publicUrlOf(deps.settings), windowSeconds: deps.settings.MESSAGE_WINDOW_SECONDS },
      tracking.linkFor,
    ),
    rating: ratingMoveEffect(deps),
  });
  const invoices = invoicesFeature(deps, o.store, settleRequestState);
  const trackingLinks = trackingFeature(
    deps,
    {
      tracking,
      otp: auth.otp,
      itemStatus: itemFlow.itemStatus,
      requests: requests.requests,
      conversations: conversations.conversations,
    },
    o.secureCookies,
  );
  const features = [
    healthFeature(deps.db, o.kind),
    auth,
    profileFeature(deps, { otp: auth.otp }),
    colleaguesFeature(deps, { otp: auth.otp }),
    catalogue,
    requests,
    itemFlow,
    deskFeature(deps),
    trackingLinks,
    images,
    reportsFeature(deps),
    invoices,
    adminFeature(deps, { images: images.images, recovery: auth.recovery }),
    turnaround,
    warrantyFeature(deps),
    webhooks,
    ratingsFeature(deps),
    conversations,
    shipments,
    apiDocsFeature,
  ];
  return {
    invoicePdf: invoices.invoicePdf,
    /** The webhook inbox, whose deliveries the worker processes. */
    webhooks: webhooks.inbox,
    /** The customer's pickups, whose bookings due the worker tries again, and the carrier quiet boxes ask. */
    shipments,
    /** Adds every feature's routes. */
    async register(api: FastifyInstance) {
      for (const feature of features) await feature.register(api);
    },
    /** Adds the pages the server writes itself, outside the API (the tracking link's). */
    async registerPages(app: FastifyInstance) {
      await trackingLinks.registerPage(app);
    },
  };
}
