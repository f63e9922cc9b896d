import { type NewsContent, validateNews } from '@medivia/site-core/model';
import { categories } from './news/categories';
import { communityArticles } from './news/community';
import { companyArticles } from './news/company';
import { educationArticles } from './news/education';
import { partnerArticles } from './news/partners';

/** News and events of the Bosnian site (bs + en), validated when the site is built. */
export const news: NewsContent = validateNews(
  {
    categories,
    articles: [...companyArticles, ...partnerArticles, ...educationArticles, ...communityArticles],
  },
  ['bs', 'en'],
  'apps/bih/src/seed/news.ts',
);
