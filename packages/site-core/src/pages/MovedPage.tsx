import { movedToAttribute, notFoundAttribute } from '../routing/pageStatus.mjs';

/**
 * An old address of a page that moved (a redirect staff keep in the back office). The page cache
 * answers it 301 with the new address (routing/pageStatus.mjs); browsers and crawlers follow that and
 * never show this, which is only the body of the answer, with a link for any client that does not.
 */
export function MovedPage({ to }: { to: string }) {
  return (
    <section {...{ [notFoundAttribute]: '301', [movedToAttribute]: to }}>
      <meta name="robots" content="noindex" />
      <p>
        <a href={to}>{to}</a>
      </p>
    </section>
  );
}
