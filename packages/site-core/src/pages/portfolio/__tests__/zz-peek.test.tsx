/** @jest-environment node */
import { renderPage, visibleWords } from '../testing/render';
import { allFigures, fixtureMarket } from '../testing/fixtureMarket';
import { areaContent } from '../../../content/portfolio';
it('peek', () => {
  const m = fixtureMarket({ locales: ['hr', 'en'], full: true, figures: allFigures });
  const html = renderPage(m, 'hr', 'sluzbe-dijagnostika');
  console.log(visibleWords(html).length, html.slice(0, 1500));
  for (const [route, c] of Object.entries(areaContent)) for (const [l, copy] of Object.entries(c!.copy)) {
    const words = copy.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => 'items' in b ? b.items : [b.text])]).join(' ').split(/\s+/).length;
    console.log(route, l, words);
  }
});
