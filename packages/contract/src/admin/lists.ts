import { z } from 'zod';
import { AdminMsg } from '../common/desk-messages';
import { ZEmail, ZEmailOrEmpty, ZGstinOrEmpty, ZPhoneOrEmpty } from '../common/fields';
import { InvoiceMsg } from '../invoices/messages';
import { ZSac } from '../invoices/schemas';
import { UPI_ID_PATTERN } from '../invoices/upi';
import { ZMessagingSettings } from '../phone-messages/messages';
import { ITEM_STATUSES } from '../requests/statuses';

const flag = { statusFlag: z.number().int(), message: z.string() };

export const MASTER_KINDS = ['item', 'brand'] as const;
export type TMasterKind = (typeof MASTER_KINDS)[number];

/** Item and brand lists: add, rename, deactivate. An entry is never deleted, so old requests keep their names. */
export const ZMasterSave = z.strictObject({
  kind: z.enum(MASTER_KINDS),
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: z.string().trim().min(1, AdminMsg.enterName).max(60),
  active: z.boolean().default(true),
  /** Items only: the SAC code their repairs are invoiced under; absent keeps it (a new item: 998713). */
  sac_code: ZSac.optional(),
});
export type TMasterSaveInput = z.input<typeof ZMasterSave>;
export type TMasterSave = z.output<typeof ZMasterSave>;
export const ZMasterListRequest = z.strictObject({ kind: z.enum(MASTER_KINDS) });
export const ZMasterEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  in_use: z.number(),
  /** Items only. */
  sac_code: z.string().optional(),
});
export type TMasterEntry = z.infer<typeof ZMasterEntry>;
export const ZAdminMasterListReply = z.object({ ...flag, master_list: z.array(ZMasterEntry) });
export type TAdminMasterListReply = z.infer<typeof ZAdminMasterListReply>;

export const ZBranchSave = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: z.string().trim().min(1, AdminMsg.enterBranchName).max(80),
  address: z.string().trim().max(300).default(''),
  // A branch's phone is often its landline, as the company's is.
  phone: ZPhoneOrEmpty.default(''),
  /** Where the morning list of its late and at-risk items goes; '' sends it to the company's e-mail (decision 060). */
  email: ZEmailOrEmpty.default(''),
  active: z.boolean().default(true),
});
export type TBranchSaveInput = z.input<typeof ZBranchSave>;
export type TBranchSave = z.output<typeof ZBranchSave>;
export const ZBranch = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  active: z.boolean(),
  employees: z.number().int(),
});
export type TBranch = z.infer<typeof ZBranch>;
export const ZBranchListReply = z.object({ ...flag, branch_list: z.array(ZBranch) });
export type TBranchListReply = z.infer<typeof ZBranchListReply>;

/** The letterhead on prints, the logo and which status mails go out. */
export const ZCompanySave = z.strictObject({
  name: z.string().trim().min(1, AdminMsg.enterCompanyName).max(120),
  address: z.string().trim().min(1, AdminMsg.enterAddress).max(300),
  gstin: ZGstinOrEmpty,
  phone: ZPhoneOrEmpty,
  email: z.union([z.literal(''), ZEmail]),
  /** A ready uploaded image to become the logo; null removes it; absent keeps it. */
  logo_image_id: z.uuid().nullable().optional(),
  muted_statuses: z.array(z.enum(ITEM_STATUSES)).max(ITEM_STATUSES.length).default([]),
  /** WhatsApp and SMS: absent keeps what is saved. */
  messaging: ZMessagingSettings.optional(),
  /** Where invoices ask to be paid; '' shows no UPI QR code; absent keeps it. */
  upi_id: z.union([z.literal(''), z.string().trim().max(100).regex(UPI_ID_PATTERN, InvoiceMsg.enterUpiId)]).optional(),
});
export type TCompanySaveInput = z.input<typeof ZCompanySave>;
export type TCompanySave = z.output<typeof ZCompanySave>;
export const ZCompanyReply = z.object({
  ...flag,
  company_details: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    phone: z.string(),
    email: z.string(),
    logo_url: z.string().nullable(),
    muted_statuses: z.array(z.enum(ITEM_STATUSES)),
    messaging: ZMessagingSettings,
    upi_id: z.string(),
    /** Which channels have their credentials in this server's environment. */
    channels_available: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  }),
});
export type TCompanyReply = z.infer<typeof ZCompanyReply>;
