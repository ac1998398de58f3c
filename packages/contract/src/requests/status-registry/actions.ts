import type { TItemStatus } from '../statuses';

/** The staff's button that moves an item to each status, in both languages (only the desk's catalogues read it). */
export const STATUS_ACTIONS: Record<TItemStatus, { en: string; ta: string }> = {
  pending: { en: 'Back to pending', ta: 'நிலுவைக்குத் திருப்பு' },
  received: { en: 'Record receipt', ta: 'பெற்றதைப் பதிவுசெய்' },
  estimated: { en: 'Set charges', ta: 'கட்டணத்தை அமை' },
  approved: { en: 'Record approval', ta: 'ஒப்புதலைப் பதிவுசெய்' },
  declined: { en: 'Record decline', ta: 'நிராகரிப்பைப் பதிவுசெய்' },
  in_repair: { en: 'Start repair', ta: 'பழுதுநீக்கத்தைத் தொடங்கு' },
  waiting_for_parts: { en: 'Waiting for parts', ta: 'உதிரிபாகங்களுக்காகக் காத்திருக்கிறது' },
  repaired: { en: 'Mark repaired', ta: 'பழுதுநீக்கப்பட்டதாகக் குறி' },
  not_repairable: { en: 'Not repairable', ta: 'பழுதுநீக்க இயலாது' },
  dispatched: { en: 'Dispatch', ta: 'திருப்பி அனுப்பு' },
  delivered: { en: 'Mark delivered', ta: 'ஒப்படைக்கப்பட்டதாகக் குறி' },
  cancelled: { en: 'Cancel item', ta: 'பொருளை ரத்துசெய்' },
};
