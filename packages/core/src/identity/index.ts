export { FINGERPRINT_VERSION, fingerprintNode, fingerprintOfParts, fingerprintParts } from './fingerprint';
export { componentIdOf, componentIdOfNormalized, lastCompound } from './component';
export { behaviourOf, isBehaviourRule, BEHAVIOUR_RULE_IDS } from './behaviour';
export {
  normalizeSelector,
  normalizeHtml,
  pagePathOf,
  replaceNondeterministic,
  NORMALIZATION_STEP_NAMES,
} from './normalize';
export { fnv1a64 } from './hash';
export type { FingerprintInput } from './fingerprint';
