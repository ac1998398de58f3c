export { startMorningDigest } from './digest.worker';
export { queueMorningDigest } from './morning-digest';
