import type { BrandContent } from '../../../schema/portfolio';

/** Rowa Pharmaceuticals: parent page of Rowatinex and Rowachol. */
export const rowa: BrandContent = {
  route: 'rowa',
  kind: 'company',
  mark: { text: 'Rowa', sub: 'Pharmaceuticals', style: 'condensed', hue: 145 },
};
