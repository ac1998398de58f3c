export { listenForControl } from './control-socket';
export { restoreBackup } from './restore-backup';
export { tableChecksums } from './table-checksums';
export { writeBackup } from './write-backup';
