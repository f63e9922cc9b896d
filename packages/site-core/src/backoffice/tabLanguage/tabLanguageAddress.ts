/** The admin's lists and documents: the screens that show content in one language. */
const inOneLanguage = /\/admin\/(collections|globals)\/[^/]+(\/[^/]+)?\/?$/;

/**
 * The address a tab's screen should have to show its language: `pathname` with `locale` set, or
 * undefined where the address already names one or the screen shows no content in a language.
 */
export function tabLanguageAddress(
  pathname: string,
  query: string,
  language: string,
): string | undefined {
  if (!inOneLanguage.test(pathname)) return undefined;
  const params = new URLSearchParams(query);
  if (params.has('locale')) return undefined;
  params.set('locale', language);
  return `${pathname}?${params.toString()}`;
}
