import type { NewsContent } from '@medivia/site-core';

/** News and events of the Slovenian site. */
export const news: NewsContent = {
  categories: [],
  articles: [],
};
