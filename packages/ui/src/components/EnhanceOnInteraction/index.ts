export { enhanceOnInteraction, type EnhanceOptions } from './enhanceOnInteraction';
