/**
 * Entry `@medivia/site-core/testing`: fixtures and helpers for the apps' tests and the browser tests.
 * Playwright and tsx load it in plain Node, so nothing here may import React components or CSS.
 */
export { describeMarketNews } from './marketNewsSuite';
// The one test market; the render helper (./render) is imported by path, since it needs React and CSS.
export { createTestMarket, allFeatures, noNews, publishedAs } from './testMarket';
export { createTestNews } from './testNews';
export { humanReport, veterinaryReport, tempDataDir, reportPost } from '../report/testing/fixtures';
// ICH's E2B(R3) schemas checked by libxml2 (xmllint-wasm): what the browser tests validate a download with.
export { validateAgainstIchSchema } from '../report/testing/ichSchema';
// What the browser tests assert against, taken from the site itself rather than copied.
export { foldText } from '../search/normalize';
export { consentCookieName, consentRevision } from '../consent/consentPolicy';
export { departmentRoutes, serviceRoutes } from '../layout/navigation';
// The English pages' check for words of the local languages, shared by jest and Playwright.
export { localWordsIn, properNamesOf, readableEnglish, allowedNames } from './localWords';
// A real PDF and the hostile uploads the application endpoint refuses.
export {
  craftedCvs,
  pdfWith,
  samplePdf,
  sampleDocx,
  macroDocx,
  docxBomb,
  windowsExecutable,
  plainZip,
} from '../careers/testing/cvFixtures';
// A back-office brand page, as the loader hands it to Market.brandPages.
export { sampleBrandPage } from './testBrandPages';
// The whistleblowing channel's fixtures: a photo with GPS data, what an image still holds, the clocks.
export { gpsJpeg, imageFacts, channelDeadlines } from '../whistleblowing/testing';
