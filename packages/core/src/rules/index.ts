export {
  scFromTag,
  scsFromTags,
  scLabel,
  categoriesFromTags,
  isBestPractice,
  isExperimental,
  isAdvancedRule,
  isAiDetectedRule,
  ADVANCED_RULE_TAG,
  AI_DETECTED_RULE_TAG,
} from './tags';
export { needsZoomCheck, ZOOM_CHECK_RULE_IDS } from './zoom';
export { LATEST_AXE_CORE_VERSION } from './engineVersion';
