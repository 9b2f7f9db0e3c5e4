import { LegalLayout } from './legal-layout';

/** The attribution the O*NET licence asks for (CC BY 4.0). */
export function CreditsPage() {
  return (
    <LegalLayout
      title="Credits"
      intro={<p>AI Career Path is built on open data. Thank you to its authors.</p>}
    >
      <section>
        <h2>O*NET occupational data</h2>
        <p>
          This page includes information from the{' '}
          <a href="https://www.onetcenter.org/database.html">O*NET 29.3 Database</a> by the U.S.
          Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> license. O*NET® is a
          trademark of USDOL/ETA. AI Career Path has modified all or some of this information.
          USDOL/ETA has not approved, endorsed, or tested these modifications.
        </p>
      </section>
    </LegalLayout>
  );
}
