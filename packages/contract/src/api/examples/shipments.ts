import type { BodyInput, Reply } from '../endpoint';
import type { Endpoints } from '../endpoints';
import { REQ } from './shared';

type Call =
  | 'courierSettings'
  | 'saveCourierSettings'
  | 'pickupOptions'
  | 'pickupRates'
  | 'bookPickup'
  | 'retryPickup'
  | 'cancelPickup';
type Examples = { [K in Call]: { body: BodyInput<Endpoints[K]>; reply: Reply<Endpoints[K]> } };

const centre = {
  name: 'Kovai Service Centre',
  address: '4 Avinashi Road, Peelamedu',
  city: 'Coimbatore',
  state: '33',
  pincode: '641001',
  phone: '+919443012345',
  email: 'desk@kovai-service.in',
};
const address = {
  name: 'Priya',
  address: '12 Mill Road, Kumaran Nagar',
  city: 'Tiruppur',
  state: '33',
  pincode: '641601',
  phone: '+919876543210',
  email: 'priya@acme.example',
};
const box = { length_cm: 40, breadth_cm: 30, height_cm: 20, weight_kg: 3 };
const settings = { enabled: true, pickup_location: 'Primary', centre, box, payer: 'customer' as const };
const booking = {
  state: 'booked' as const,
  courier: 'Amazon Surface',
  awb: '321055706001',
  rate: 210,
  payer: 'customer' as const,
  label_url: 'https://kr-shipmultichannel.s3.ap-south-1.amazonaws.com/label-321055706001.pdf',
  pickup_on: '2026-12-05',
  stage: 'pickup_scheduled' as const,
  exception: null,
  error: null,
  cancellable: true,
};

/** Couriers booked from the portal (issue 43): the admin's settings and the customer's pickup. */
export const SHIPMENT_EXAMPLES = {
  courierSettings: { body: {}, reply: { settings, carrier: { name: 'Shiprocket', configured: true } } },
  saveCourierSettings: {
    body: settings,
    reply: { statusFlag: 0, message: 'The courier settings are saved.' },
  },
  pickupOptions: {
    body: { req_code: REQ },
    reply: { unavailable: null, address, box, payer: 'customer', booking: null },
  },
  pickupRates: {
    body: { req_code: REQ, pincode: '641601', box },
    reply: {
      couriers: [
        { id: 10, name: 'Delhivery Surface', rate: 228, days: 4 },
        { id: 142, name: 'Amazon Surface', rate: 210, days: 5 },
        { id: 33, name: 'Xpressbees Surface', rate: 270, days: 3 },
      ],
      recommended: 142,
    },
  },
  bookPickup: {
    body: {
      req_code: REQ,
      address,
      pickup_on: '2026-12-05',
      box,
      courier_id: 142,
      declared_value: 54000,
    },
    reply: { statusFlag: 0, message: 'The pickup is booked.', booking },
  },
  retryPickup: {
    body: { req_code: REQ },
    reply: { statusFlag: 0, message: 'The pickup is booked.', booking },
  },
  cancelPickup: {
    body: { req_code: REQ },
    reply: {
      statusFlag: 0,
      message: 'The pickup is cancelled. The courier details you typed before are back.',
      booking: { ...booking, state: 'cancelled', stage: 'cancelled', cancellable: false },
    },
  },
} satisfies Examples;
