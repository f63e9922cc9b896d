import { siteStates } from '../../routing/siteState';
import { createSearch } from '../../site/createSearch';
import { createTestMarket } from '../../testing/testMarket';

const searchMarket = createTestMarket();
const search = createSearch(siteStates(searchMarket));
const metadataFor = (lang: string, q?: string) =>
  search.generateMetadata({
    params: Promise.resolve({ lang }),
    searchParams: Promise.resolve(q === undefined ? {} : { q }),
  });

describe('the head of the search page', () => {
  it('lets search engines index the search page itself', async () => {
    expect((await metadataFor('hr')).robots).toBeUndefined();
  });

  it('keeps results out of the index but lets crawlers follow their links, and names the query', async () => {
    const metadata = await metadataFor('en', 'ultrasound');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(String(metadata.title)).toContain('ultrasound');
  });
});
