export { firstStart } from './first-start';
export {
  forgetKeyCheck,
  keyCheckOf,
  legacyKey,
  presentSigningKey,
  signingSecret,
  storedKeyCheck,
} from './signing-key';
