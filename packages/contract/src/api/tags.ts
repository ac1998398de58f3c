/**
 * The API document's group of each call, read from the first part of its path: only the server's OpenAPI
 * document shows it, so the route table the screens carry holds no group of its own (issue 43).
 */
const GROUP_OF_PATH: Record<string, string> = {
  login: 'login',
  profile: 'profile',
  account: 'account',
  requestrepair: 'requests',
  uploads: 'requests',
  files: 'requests',
  track: 'tracking',
  rating: 'ratings',
  conversations: 'conversations',
  reports: 'reports',
  invoices: 'invoices',
  admin: 'admin',
  shipments: 'shipments',
  webhooks: 'webhooks',
  health: 'health',
  'openapi.json': 'health',
};

/** A call's group in the API document; a path of no known group is a mistake the contract's test names. */
export function tagOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  const group = GROUP_OF_PATH[first];
  if (!group) throw new Error(`no API group for ${path}`);
  return group;
}
