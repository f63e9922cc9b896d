import { Alert } from '@medivia/ui/Alert';
import { Badge, type BadgeTone } from '@medivia/ui/Badge';
import { documentsCopy, documentsIn } from '../../content/company/documents';
import { contentFile, fillCopy } from '../../content/company/load';
import { companyPlaceholders } from '../../content/company/placeholders';
import type { DocumentType } from '../../schema/company';
import { contactDepartmentFor } from '../../contact/routeDepartment';
import { ContactButton } from '../../layout/ContactButton';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import layout from './layout.module.css';
import styles from './DocumentsPage.module.css';

const tones: Record<DocumentType, BadgeTone> = {
  certificate: 'success',
  authorisation: 'primary',
  policy: 'info',
  form: 'neutral',
};

/** A sheet with a folded corner, drawn per document type; decorative. */
function DocumentGlyph({ type }: { type: DocumentType }) {
  return (
    <svg
      className={`${styles.glyph} ${styles[type]}`}
      viewBox="0 0 40 48"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
        className={styles.sheet}
      />
      <path d="M26 2v10h10" className={styles.fold} />
      {type === 'certificate' ? (
        <>
          <circle cx="19" cy="28" r="7" className={styles.accent} />
          <path d="M15 36l-2 8 6-3 6 3-2-8" className={styles.accent} />
        </>
      ) : (
        <path d="M9 22h20M9 28h20M9 34h14" className={styles.lines} />
      )}
    </svg>
  );
}

/**
 * Documents and downloads, as staff keep them in the back office: each with its type and date, a
 * download where staff uploaded the PDF, and otherwise a button that asks the quality department for
 * a copy (the notice above the list says so while any document is on request only).
 */
export function DocumentsPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, locale } = ctx;
  const copy = fillCopy(
    { ...documentsCopy[locale], items: documentsIn(market, locale) },
    companyPlaceholders(ctx),
    contentFile('documents', locale),
    market.documents !== undefined,
  );
  const onRequest = copy.items.some((item) => !item.file);
  const department = contactDepartmentFor(market, 'documents');
  const request = (
    <ContactButton label={intl.t('company.documents.request')} department={department} />
  );

  return (
    <>
      <PageHeader
        ctx={ctx}
        name="documents"
        title={routeTitle(ctx, 'documents')}
        lead={copy.lead}
        actions={request}
      />
      <section className={layout.section} aria-labelledby="documents-list">
        <div className={layout.inner}>
          <h2 id="documents-list" className={layout.sectionTitle}>
            {intl.t('company.documents.listTitle')}
          </h2>
          {onRequest && (
            <Alert
              tone="info"
              className={styles.availability}
              title={intl.t('company.documents.onRequestTitle')}
            >
              {copy.availability}
            </Alert>
          )}
          <ul className={styles.list}>
            {copy.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <DocumentGlyph type={item.type} />
                <div className={styles.body}>
                  <h3 className={styles.title}>{item.title}</h3>
                  <p className={styles.description}>{item.description}</p>
                  <p className={styles.meta}>
                    <Badge tone={tones[item.type]}>
                      {intl.tm(`company.documents.type.${item.type}`)}
                    </Badge>
                    <span>
                      {intl.t('company.documents.date')}{' '}
                      <time dateTime={item.date}>
                        {intl.formatDate(item.date, { dateStyle: 'medium' })}
                      </time>
                    </span>
                    {!item.file && <span>{intl.t('company.documents.format')}</span>}
                  </p>
                  {item.file && (
                    <p className={styles.download}>
                      <a href={item.file.src} type="application/pdf">
                        {intl.t('company.documents.download', {
                          size: intl.formatNumber(Math.max(1, Math.round(item.file.bytes / 1000)), {
                            style: 'unit',
                            unit: 'kilobyte',
                          }),
                        })}
                        <span className="visually-hidden">: {item.title}</span>
                      </a>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.footer}>{request}</div>
        </div>
      </section>
    </>
  );
}
