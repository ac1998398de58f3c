import type { TItemStatus } from '../statuses';

/** A status's words for the customer: its label and explanation. */
export interface StatusWords {
  label: string;
  /** `{date}`, where it has one, is the day parts are expected by (DD-MM-YYYY), filled in by `explainStatus`. */
  explanation: string;
}

export const STATUS_TEXT: Record<TItemStatus, StatusWords> = {
  pending: {
    label: 'Request raised',
    explanation: 'We are waiting for your item to reach the service centre.',
  },
  received: {
    label: 'Received',
    explanation: 'Your item has arrived at the service centre and will be inspected.',
  },
  estimated: {
    label: 'Charges quoted',
    explanation: 'We have quoted the charges. Please approve or decline them.',
  },
  approved: {
    label: 'Charges approved',
    explanation: 'Thank you for approving the charges. The repair will start soon.',
  },
  declined: {
    label: 'Charges declined',
    explanation: 'You declined the charges. We will send the item back to you.',
  },
  in_repair: { label: 'In repair', explanation: 'A technician is working on your item.' },
  // {date}: when the parts are expected (DD-MM-YYYY); `explainStatus` and the screens' catalogues fill it in.
  waiting_for_parts: {
    label: 'Waiting for parts',
    explanation: 'The repair is waiting for parts, expected by {date}. It goes on as soon as they arrive.',
  },
  repaired: {
    label: 'Repaired',
    explanation: 'The repair is finished. The item will be dispatched to you.',
  },
  not_repairable: {
    label: 'Not repairable',
    explanation: 'The item could not be repaired. It will be sent back to you.',
  },
  dispatched: { label: 'Dispatched', explanation: 'Your item is on its way back to you.' },
  delivered: { label: 'Delivered', explanation: 'You have your item back.' },
  cancelled: {
    label: 'Cancelled',
    explanation: 'This item was withdrawn before it reached us.',
  },
};
