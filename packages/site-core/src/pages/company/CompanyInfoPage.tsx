import { PageLink } from '../../layout/PageLink';
import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/catalogue';
import { localize } from '../../content/company/localize';
import { PageHeader } from '../../layout/PageHeader';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import layout from './layout.module.css';
import styles from './CompanyInfoPage.module.css';
import { telHref } from '../../market/telHref';

type Row = [label: string, value: ReactNode];

function FactGroup({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <FactList rows={rows} />
    </section>
  );
}

function FactList({ rows }: { rows: Row[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Company information (spec §3): every legal field of `market.company` as labelled description lists. */
export function CompanyInfoPage({ ctx }: { ctx: SiteContext }) {
  const { intl, market, router, locale } = ctx;
  const company = market.company;
  const t = (id: MessageId) => intl.t(id);
  const labelled = (rows: [MessageId, ReactNode][]): Row[] =>
    rows.map(([id, value]) => [t(id), value]);
  const capital = intl.formatNumber(company.shareCapital.amount, {
    style: 'currency',
    currency: company.shareCapital.currency,
    maximumFractionDigits: 2,
  });
  const seat = company.seat;

  return (
    <>
      <PageHeader
        ctx={ctx}
        name="companyInformation"
        title={routeTitle(ctx, 'companyInformation')}
        lead={intl.t('company.info.lead', { name: company.abbreviatedName })}
      />
      <div className={layout.section}>
        <div className={`${layout.inner} ${styles.groups}`}>
          <FactGroup
            id="company-registration"
            title={t('company.info.registrationTitle')}
            rows={labelled([
              ['company.info.corporateName', company.corporateName],
              ['company.info.abbreviatedName', company.abbreviatedName],
              [
                'company.info.seat',
                <>
                  {seat.street}
                  <br />
                  {seat.postalCode} {seat.city},{' '}
                  {localize(seat.country, locale, 'company.seat.country')}
                </>,
              ],
              [
                'company.info.registryCourt',
                localize(company.registryCourt, locale, 'company.registryCourt'),
              ],
              [
                'company.info.registrationNumber',
                localize(company.registrationNumber, locale, 'company.registrationNumber'),
              ],
              ['company.info.taxId', localize(company.taxId, locale, 'company.taxId')],
              ['company.info.vatId', company.vatId],
              ['company.info.founded', company.founded],
            ])}
          />
          <FactGroup
            id="company-management"
            title={t('company.info.managementTitle')}
            rows={labelled([
              ['company.info.founder', localize(company.founder, locale, 'company.founder')],
              [
                'company.info.managementBoard',
                <ul key="board" className={styles.plainList}>
                  {company.managementBoard.map((member) => (
                    <li key={member.name}>
                      {member.name}, {localize(member.role, locale, 'company.managementBoard.role')}
                    </li>
                  ))}
                </ul>,
              ],
              ['company.info.director', company.director],
              [
                'company.info.shareCapital',
                company.shareCapital.paidInFull
                  ? intl.t('company.info.shareCapitalPaid', { amount: capital })
                  : capital,
              ],
            ])}
          />
          <section className={styles.group} aria-labelledby="company-banks">
            <h2 id="company-banks" className={styles.groupTitle}>
              {t('company.info.bankAccountsTitle')}
            </h2>
            {company.bankAccounts.length === 0 && <p>{t('company.info.noBankAccounts')}</p>}
            {company.bankAccounts.map((account) => (
              <div key={account.iban} className={styles.account}>
                <h3 className={styles.bank}>{account.bank}</h3>
                <FactList
                  rows={labelled([
                    ['company.info.iban', <span className={styles.code}>{account.iban}</span>],
                    ['company.info.swift', <span className={styles.code}>{account.swift}</span>],
                  ])}
                />
              </div>
            ))}
          </section>
          <FactGroup
            id="company-contact"
            title={t('company.info.contactTitle')}
            rows={labelled([
              ['company.info.email', <a href={`mailto:${company.email}`}>{company.email}</a>],
              ['company.info.phone', <a href={telHref(company.phone)}>{company.phone}</a>],
            ])}
          />
        </div>
        <p className={`${layout.inner} ${styles.back}`}>
          <PageLink href={router.href('about', locale)}>{t('company.info.backToAbout')}</PageLink>
        </p>
      </div>
    </>
  );
}
