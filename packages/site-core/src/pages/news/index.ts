import type { PageFragment } from '../../routing/siteContext';
import { ArticlePage } from './ArticlePage';
import { NewsCategoryPage, NewsListPage } from './NewsListPage';

/** Routes rendered by this area's page components. */
export const newsPages: PageFragment = {
  news: NewsListPage,
  newsCategory: NewsCategoryPage,
  newsArticle: ArticlePage,
};
