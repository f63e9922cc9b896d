import type { ReactNode } from 'react';
import { internalLinkHref, type InternalLinkHref } from '../../routing/internalLinks';
import { PageLink } from '../../layout/PageLink';
import { notFound } from 'next/navigation';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '@medivia/ui/Icon';
import { articlesIn, relatedArticles, type LocalizedArticle } from '../../schema/news';
import { RichText } from '../../content/richText/RichText';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import { ContactButton } from '../../layout/ContactButton';
import { HeroPhoto } from '../../layout/HeroPhoto';
import { PageHeader } from '../../layout/PageHeader';
import { JsonLd } from '../../seo/structuredData/JsonLd';
import { articleJsonLd } from '../../seo/structuredData/newsArticle';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { ArticleCard } from './ArticleCard';
import { NewsArt } from './NewsArt';
import {
  categoryName,
  filterHref,
  formatDay,
  formatEventWhen,
  typeLabel,
} from '../../content/newsText';
import styles from './ArticlePage.module.css';

/** How wide the text's column is shown: the whole width on phones, 42rem beside the aside. */
const textColumn = '(min-width: 48rem) 42rem, calc(100vw - 2.5rem)';

/** Body paragraphs; a paragraph starting with "## " is a subheading. */
/** The text: the back office's rich text where the article has one, else the seed's paragraphs. */
function ArticleBody({
  body,
  richBody,
  internalHref,
  hero,
}: {
  body: string[];
  richBody?: unknown;
  internalHref: InternalLinkHref;
  hero?: ReactNode;
}) {
  if (richBody) {
    return (
      <div className={styles.body}>
        {hero}
        <RichText document={richBody} internalHref={internalHref} pictureSizes={textColumn} />
      </div>
    );
  }
  return (
    <div className={styles.body}>
      {hero}
      {body.map((paragraph, i) =>
        paragraph.startsWith('## ') ? (
          <h2 key={i}>{paragraph.slice(3)}</h2>
        ) : (
          <p key={i}>{paragraph}</p>
        ),
      )}
    </div>
  );
}

function EventBox({ ctx, article }: { ctx: SiteContext; article: LocalizedArticle }) {
  const event = article.event!;
  return (
    <section className={styles.eventBox} aria-labelledby="event-details">
      <h2 id="event-details">{ctx.intl.t('news.event.title')}</h2>
      <dl>
        <div>
          <dt>
            <CalendarIcon />
            {ctx.intl.t('news.event.when')}
          </dt>
          <dd>
            <time dateTime={event.start}>{formatEventWhen(ctx.intl, event)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <MapPinIcon />
            {ctx.intl.t('news.event.where')}
          </dt>
          <dd>{article.t.place ?? event.place}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Links to the pages the article is about, and an enquiry to the first one's department. */
function SeeAlso({ ctx, article }: { ctx: SiteContext; article: LocalizedArticle }) {
  const pages = (article.seeAlso ?? []).filter((name) => ctx.router.isVisible(name));
  if (pages.length === 0) return null;
  const department = contactDepartmentFor(ctx.market, pages[0]);
  return (
    <section className={styles.seeAlso} aria-labelledby="see-also">
      <h2 id="see-also">{ctx.intl.t('news.seeAlso.title')}</h2>
      <ul>
        {pages.map((name) => (
          <li key={name}>
            <PageLink href={ctx.router.href(name, ctx.locale)}>
              <ArrowRightIcon />
              {routeTitle(ctx, name)}
            </PageLink>
          </li>
        ))}
      </ul>
      {department && (
        <ContactButton
          label={ctx.intl.t('news.contact')}
          department={department}
          variant="secondary"
        />
      )}
    </section>
  );
}

/** One article: header with date, type and category, the text, event details, related articles. */
export function ArticlePage({ ctx }: { ctx: SiteContext }) {
  const { intl, locale, market } = ctx;
  const article = articlesIn(market.news, locale).find((a) => a.t.slug === ctx.route?.params.slug);
  if (!article) notFound();
  const related = relatedArticles(market.news, article, locale);
  const category = market.news.categories.find((c) => c.id === article.category);
  const categoryHref = category && filterHref(ctx, { kind: 'category', category });

  return (
    <>
      <article className={styles.article}>
        <PageHeader
          ctx={ctx}
          name="newsArticle"
          title={article.t.title}
          eyebrow={typeLabel(intl, article.type)}
          lead={article.t.summary}
          actions={
            <p className={styles.meta}>
              <span>
                <span className={styles.metaLabel}>{intl.t('news.published')}</span>{' '}
                <time dateTime={article.date}>{formatDay(intl, article.date)}</time>
              </span>
              <span>
                <span className={styles.metaLabel}>{intl.t('news.category')}</span>{' '}
                {categoryHref ? (
                  <PageLink href={categoryHref}>
                    {categoryName(market.news, article.category, locale)}
                  </PageLink>
                ) : (
                  categoryName(market.news, article.category, locale)
                )}
              </span>
            </p>
          }
        />
        <div className={styles.layout}>
          {article.event && <EventBox ctx={ctx} article={article} />}
          <ArticleBody
            body={article.t.body}
            richBody={article.t.richBody}
            internalHref={internalLinkHref(ctx)}
            hero={
              article.hero && <HeroPhoto photo={article.hero} locale={locale} sizes={textColumn} />
            }
          />
          <JsonLd data={articleJsonLd(ctx, article)} />
          <SeeAlso ctx={ctx} article={article} />
          <div className={styles.art}>
            <NewsArt article={article} />
          </div>
        </div>
      </article>

      <div className={styles.after}>
        {related.length > 0 && (
          <section aria-labelledby="related-articles" className={styles.related}>
            <h2 id="related-articles">{intl.t('news.related.title')}</h2>
            <ul className={styles.relatedGrid}>
              {related.map((other) => (
                <li key={other.id}>
                  <ArticleCard ctx={ctx} article={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.back}>
          <PageLink href={filterHref(ctx, { kind: 'all' })}>
            <ArrowRightIcon className={styles.backIcon} />
            {intl.t('news.back')}
          </PageLink>
        </p>
      </div>
    </>
  );
}
