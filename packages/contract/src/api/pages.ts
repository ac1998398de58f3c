/** The web app's pages: the router, the menus, the links and the mails all take their addresses from here. */
export const pages = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  setPassword: '/set-password',
  requests: '/requestrepair',
  addRequest: '/requestrepair/add',
  viewRequest: '/requestrepair/view',
  printRequest: '/requestrepair/print',
  reports: '/reports',
  profile: '/profile',
  serviceDesk: '/service-desk',
  adminLists: '/admin/lists',
  adminCustomers: '/admin/customers',
  adminEmployees: '/admin/employees',
  adminBranches: '/admin/branches',
  adminCompany: '/admin/company',
  adminTurnaround: '/admin/turnaround',
  adminSales: '/admin/sales',
  adminReplies: '/admin/replies',
  track: '/t',
  rate: '/rate',
} as const;

/** The welcome mail's page where a customer the desk created sets a password: the key in the query string. */
export const setPasswordLink = (key: string) => `${pages.setPassword}?k=${encodeURIComponent(key)}`;
/** The page of one request (a path; the mails put the public address in front). */
export const requestLink = (reqCode: string) => `${pages.viewRequest}?code=${encodeURIComponent(reqCode)}`;
/** The A4 print of one request. */
export const printLink = (reqCode: string) => `${pages.printRequest}?code=${encodeURIComponent(reqCode)}`;
/** The password-free tracking page of a request: the token in the query string (TRAI's rule for SMS links). */
export const trackLink = (token: string) => `${pages.track}?k=${encodeURIComponent(token)}`;
/** The rating page of a request: the signed key, and the stars a mail's link chose, in the query string. */
export const ratingLink = (key: string, stars?: number) =>
  `${pages.rate}?k=${encodeURIComponent(key)}${stars ? `&s=${stars}` : ''}`;
