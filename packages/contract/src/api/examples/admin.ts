import { AdminMsg, PeopleMsg } from '../../common/desk-messages';
import { company, customer, DIGEST, type Examples, IMAGE_ID, messaging, OK } from './shared';

/** The administrator's lists, company settings, customers and employees. */
export const ADMIN_EXAMPLES = {
  adminMasterList: {
    body: { kind: 'brand' },
    reply: { ...OK, master_list: [{ id: 1, name: 'Dell', active: true, in_use: 42 }] },
  },
  saveMaster: { body: { kind: 'brand', name: 'Lenovo' }, reply: { statusFlag: 0, message: AdminMsg.saved, code: '7' } },
  branchList: {
    body: {},
    reply: {
      ...OK,
      branch_list: [
        {
          id: 1,
          name: 'Madurai',
          address: 'West Masi Street',
          phone: '+91 94430 12345',
          email: 'madurai@kumarservice.in',
          active: true,
          employees: 4,
        },
      ],
    },
  },
  saveBranch: {
    body: { name: 'Coimbatore', address: 'Avinashi Road', phone: '+919443012345', email: 'kovai@kumarservice.in' },
    reply: { statusFlag: 0, message: AdminMsg.saved, code: '2' },
  },
  companySettings: {
    body: {},
    reply: {
      ...OK,
      company_details: {
        ...company,
        muted_statuses: ['in_repair'],
        messaging,
        upi_id: 'kumarservice@okaxis',
        channels_available: { whatsapp: true, sms: true },
      },
    },
  },
  saveCompanySettings: {
    body: {
      name: company.name,
      address: company.address,
      gstin: company.gstin,
      phone: '+919840012345',
      email: company.email,
      logo_image_id: IMAGE_ID,
      muted_statuses: ['in_repair'],
      messaging,
      upi_id: 'kumarservice@okaxis',
    },
    reply: { statusFlag: 0, message: AdminMsg.saved },
  },
  setupChecklist: { body: {}, reply: { ...OK, missing: ['company_phone', 'branch', 'upi_id'] } },
  customerList: {
    body: { search: 'Murugan', limit: 20 },
    reply: {
      ...OK,
      customer_list: [
        {
          ...customer,
          customercode: 'C000042',
          username: 'murugan',
          language: 'ta',
          active: true,
          mobile_verified: true,
        },
      ],
      next_cursor: null,
    },
  },
  saveCustomer: {
    body: { ...customer, username: 'murugan', active: true, language: 'ta' },
    reply: { statusFlag: 0, message: PeopleMsg.customerCreated, code: 'C000042' },
  },
  sendCustomerReset: {
    body: { customercode: 'C000042' },
    reply: { statusFlag: 0, message: PeopleMsg.resetSent, code: 'C000042' },
  },
  employeeList: {
    body: { search: 'Priya' },
    reply: {
      ...OK,
      employee_list: [
        {
          employeecode: 'E0007',
          employee_name: 'Priya',
          employee_name_tamil: 'பிரியா',
          username: 'priya',
          user_role: 'staff',
          branch_id: 1,
          branch_name: 'Madurai',
          device_id: 'DESK-01',
          active: true,
        },
      ],
      next_cursor: null,
    },
  },
  saveEmployee: {
    body: {
      employee_name: 'Priya',
      employee_name_tamil: 'பிரியா',
      username: 'priya',
      password: DIGEST,
      user_role: 'staff',
      branch_id: 1,
      device_id: 'DESK-01',
      passcode: '4821',
    },
    reply: { statusFlag: 0, message: PeopleMsg.employeeSaved, code: 'E0007' },
  },
} satisfies Examples;
