import * as migration_20261126_023858_initial from './20261126_023858_initial';
import * as migration_20261126_061057_content_model from './20261126_061057_content_model';
import * as migration_20261126_083251_company_facts from './20261126_083251_company_facts';
import * as migration_20261126_090718_documents from './20261126_090718_documents';
import * as migration_20261126_094510_careers_page from './20261126_094510_careers_page';
import * as migration_20261126_113403_fixed_pages_copy from './20261126_113403_fixed_pages_copy';
import * as migration_20261126_114816_about_page from './20261126_114816_about_page';
import * as migration_20261126_150712_fixed_brand_pages from './20261126_150712_fixed_brand_pages';
import * as migration_20261126_153604_sister_sites from './20261126_153604_sister_sites';
import * as migration_20261126_160215_home_page from './20261126_160215_home_page';
import * as migration_20261126_185428_page_titles from './20261126_185428_page_titles';
import * as migration_20261127_004509_second_factor from './20261127_004509_second_factor';
import * as migration_20261127_014143_roles from './20261127_014143_roles';

export const migrations = [
  {
    up: migration_20261126_023858_initial.up,
    down: migration_20261126_023858_initial.down,
    name: '20261126_023858_initial',
  },
  {
    up: migration_20261126_061057_content_model.up,
    down: migration_20261126_061057_content_model.down,
    name: '20261126_061057_content_model',
  },
  {
    up: migration_20261126_083251_company_facts.up,
    down: migration_20261126_083251_company_facts.down,
    name: '20261126_083251_company_facts',
  },
  {
    up: migration_20261126_090718_documents.up,
    down: migration_20261126_090718_documents.down,
    name: '20261126_090718_documents',
  },
  {
    up: migration_20261126_094510_careers_page.up,
    down: migration_20261126_094510_careers_page.down,
    name: '20261126_094510_careers_page',
  },
  {
    up: migration_20261126_113403_fixed_pages_copy.up,
    down: migration_20261126_113403_fixed_pages_copy.down,
    name: '20261126_113403_fixed_pages_copy',
  },
  {
    up: migration_20261126_114816_about_page.up,
    down: migration_20261126_114816_about_page.down,
    name: '20261126_114816_about_page',
  },
  {
    up: migration_20261126_150712_fixed_brand_pages.up,
    down: migration_20261126_150712_fixed_brand_pages.down,
    name: '20261126_150712_fixed_brand_pages',
  },
  {
    up: migration_20261126_153604_sister_sites.up,
    down: migration_20261126_153604_sister_sites.down,
    name: '20261126_153604_sister_sites',
  },
  {
    up: migration_20261126_160215_home_page.up,
    down: migration_20261126_160215_home_page.down,
    name: '20261126_160215_home_page',
  },
  {
    up: migration_20261126_185428_page_titles.up,
    down: migration_20261126_185428_page_titles.down,
    name: '20261126_185428_page_titles',
  },
  {
    up: migration_20261127_004509_second_factor.up,
    down: migration_20261127_004509_second_factor.down,
    name: '20261127_004509_second_factor',
  },
  {
    up: migration_20261127_014143_roles.up,
    down: migration_20261127_014143_roles.down,
    name: '20261127_014143_roles'
  },
];
