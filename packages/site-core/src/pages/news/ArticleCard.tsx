import { PageLink } from '../../layout/PageLink';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '@medivia/ui/Icon';
import { VisuallyHidden } from '@medivia/ui/VisuallyHidden';
import type { LocalizedArticle } from '../../schema/news';
import { CardPhoto } from '../../layout/CardPhoto';
import type { SiteContext } from '../../routing/siteContext';
import { NewsArt } from './NewsArt';
import {
  articleHref,
  categoryName,
  formatDay,
  formatEventWhen,
  typeLabel,
} from '../../content/newsText';
import styles from './ArticleCard.module.css';

/** One article in a list: the whole card is the title's link (stretched), so there is one tab stop per card. */
export function ArticleCard({
  ctx,
  article,
  headingLevel = 'h2',
}: {
  ctx: SiteContext;
  article: LocalizedArticle;
  headingLevel?: 'h2' | 'h3';
}) {
  const { intl, locale, market } = ctx;
  const Heading = headingLevel;
  const isEvent = Boolean(article.event);
  return (
    <article className={styles.card} data-type={isEvent ? 'event' : 'news'}>
      <div className={styles.art}>
        {article.hero ? (
          // Beside the title that names the article, the photo is decoration: empty alt.
          <CardPhoto
            photo={article.hero}
            alt=""
            sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          />
        ) : (
          <NewsArt article={article} />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.badge}>{typeLabel(intl, article.type)}</span>
          <span className={styles.category}>
            {categoryName(market.news, article.category, locale)}
          </span>
        </p>
        <Heading className={styles.title}>
          <PageLink href={articleHref(ctx, article.t.slug)} className={styles.link}>
            {article.t.title}
          </PageLink>
        </Heading>
        <p className={styles.summary}>{article.t.summary}</p>
        {article.event && (
          <dl className={styles.event}>
            <div>
              <dt>
                <CalendarIcon />
                <VisuallyHidden>{intl.t('news.event.when')}</VisuallyHidden>
              </dt>
              <dd>
                <time dateTime={article.event.start}>{formatEventWhen(intl, article.event)}</time>
              </dd>
            </div>
            <div>
              <dt>
                <MapPinIcon />
                <VisuallyHidden>{intl.t('news.event.where')}</VisuallyHidden>
              </dt>
              <dd>{article.t.place ?? article.event.place}</dd>
            </div>
          </dl>
        )}
        <p className={styles.footer}>
          <span>
            <VisuallyHidden>{intl.t('news.published')} </VisuallyHidden>
            <time dateTime={article.date}>{formatDay(intl, article.date)}</time>
          </span>
          <span className={styles.more} aria-hidden="true">
            {intl.t('news.readMore')}
            <ArrowRightIcon />
          </span>
        </p>
      </div>
    </article>
  );
}
