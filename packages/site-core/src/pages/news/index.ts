import type { PageFragment } from '../types';
import { ArticlePage } from './ArticlePage';
import { NewsCategoryPage, NewsListPage } from './NewsListPage';

/** Routes rendered by this area's page components. */
export const newsPages: PageFragment = {
  'novosti-i-dogadanja': NewsListPage,
  'novosti-i-dogadanja-kategorija': NewsCategoryPage,
  'novosti-i-dogadanja-clanak': ArticlePage,
};
