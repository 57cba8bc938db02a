export { scFromTag, scsFromTags, scLabel, categoriesFromTags, isBestPractice, isExperimental } from './tags';
