/** LTI 1.3 (docs/product/lti.md): what other features and LTI files use. */
export { createLtiFraming, type LtiFraming } from './framing';
export {
  currentSigningKey,
  ltiKeyCipher,
  publishedJwks,
  rotateKeys,
  type SigningKey,
} from './keys';
export { createPlatform, findPlatformById, onPlatformsChanged } from './platformService';
export { ensureLtiUser, type LtiUserInput } from './users';
export * from './tables';
