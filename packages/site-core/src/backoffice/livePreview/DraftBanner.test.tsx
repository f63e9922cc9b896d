import { render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { coreCatalogues } from '../../i18n/catalogue';
import type { Locale } from '../../i18n/locales';
import { DraftBanner } from './DraftBanner';

expect.extend(toHaveNoViolations);

const bannerIn = (locale: Locale) => (
  <DraftBanner
    title={coreCatalogues[locale]['preview.draftTitle']!}
    text={coreCatalogues[locale]['preview.draftText']!}
  />
);

describe("a draft's preview banner", () => {
  it.each([
    ['hr', 'Pregled nacrta', 'ova inačica stranice još nije objavljena'],
    ['sl', 'Predogled osnutka', 'ta različica strani še ni objavljena'],
    ['bs', 'Pregled nacrta', 'ova verzija stranice još nije objavljena'],
    ['en', 'Draft preview', 'this version of the page is not published yet'],
  ] as const)(
    'says in %s that the page is a draft no visitor sees',
    async (locale, title, text) => {
      const { container } = render(bannerIn(locale));
      const banner = screen.getByRole('complementary', { name: title });
      expect(banner).toHaveTextContent(title);
      expect(banner).toHaveTextContent(text);
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
