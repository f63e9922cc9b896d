import { Alert } from '@medivia/ui/Alert';
import { Badge, type BadgeTone } from '@medivia/ui/Badge';
import { documentsCopy } from '../../content/company/documents';
import { contentFile, fillCopy } from '../../content/company/load';
import { companyPlaceholders } from '../../content/company/placeholders';
import type { DocumentType } from '../../content/company/schema';
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
 * Documents and downloads. The site hosts no PDF files, so it says so: each document is listed with its
 * type and date, and a button asks the quality department for a copy.
 */
export function DocumentsPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, locale } = ctx;
  const copy = fillCopy(
    documentsCopy[locale],
    companyPlaceholders(ctx),
    contentFile('documents', locale),
  );
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
          <Alert
            tone="info"
            className={styles.availability}
            title={intl.t('company.documents.onRequestTitle')}
          >
            {copy.availability}
          </Alert>
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
                    <span>{intl.t('company.documents.format')}</span>
                  </p>
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
