import { z } from 'zod';

/** Shiprocket's answers, as much of each as the client reads (research 4, section 2.1). */
export const ZLogin = z.object({ token: z.string().min(1) });
export const ZRates = z.object({
  data: z.object({
    available_courier_companies: z.array(
      z.object({
        courier_company_id: z.number(),
        courier_name: z.string(),
        rate: z.number(),
        estimated_delivery_days: z.union([z.string(), z.number()]),
        etd: z.string().optional(),
      }),
    ),
    recommended_courier_company_id: z.number().nullish(),
  }),
});
export const ZCreated = z.object({ order_id: z.number(), shipment_id: z.number() });
export const ZFound = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      channel_order_id: z.string(),
      status: z.string().optional(),
      shipments: z
        .array(z.object({ id: z.number(), awb: z.string().nullish(), courier: z.string().nullish() }))
        .optional(),
    }),
  ),
});
export const ZAwb = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.string().optional(),
      courier_name: z.string().optional(),
      awb_assign_error: z.string().optional(),
      pickup_scheduled_date: z.string().nullish(),
    }),
  }),
});
export const ZPickup = z.object({
  pickup_status: z.number(),
  response: z.object({ pickup_scheduled_date: z.string().nullish(), pickup_token_number: z.string().nullish() }),
});
export const ZLabel = z.object({
  label_created: z.number(),
  label_url: z.string().optional(),
  response: z.string().optional(),
});
export const ZManifest = z.object({ manifest_url: z.string() });
export const ZFailure = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
