export {
  ResponsiveImage,
  imageSrcSet,
  type ImageVariant,
  type ResponsiveImageProps,
} from './ResponsiveImage';
