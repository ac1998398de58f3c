import type { CustomerRow } from './users.repository';

/** A customer's company details under the specification's field names (profile, admin list, forms). */
export const customerFields = (c: CustomerRow) => ({
  companyname: c.companyName,
  gstin: c.gstin,
  mobile: c.mobile,
  city: c.city,
  address: c.address,
  contactperson: c.contactPerson,
  email: c.email,
  pincode: c.pincode,
  state: c.stateCode,
});
