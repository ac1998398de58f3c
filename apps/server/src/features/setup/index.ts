export { firstStart } from './first-start';
export { SEED_PASSWORD, seed } from './seed';
export {
  forgetKeyCheck,
  keyCheckOf,
  legacyKey,
  presentSigningKey,
  SigningKeyMismatch,
  signingSecret,
  storedKeyCheck,
} from './signing-key';
