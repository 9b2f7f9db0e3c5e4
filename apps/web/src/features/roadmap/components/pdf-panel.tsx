import { messages } from '@acp/shared';
import { FormattedMessage } from 'react-intl';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { journeyToast } from '@/lib/journey-toast';
import { useCurrentUser } from '@/lib/api/user-api';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';
import { useGeneratePdfMutation } from '../api/roadmap-api';

/** The roadmap PDF (product.md §4): generate (toasts either way), then download it. */
export function PdfPanel() {
  const pdfUrl = useCurrentUser().user?.carrerPdfUrl ?? null;
  const [generatePdf, { isLoading: working }] = useGeneratePdfMutation();
  const translate = useTranslateMessage();

  const generate = async () => {
    try {
      await generatePdf().unwrap();
      journeyToast.success(translate(messages.pdfGenerated));
    } catch (error) {
      console.error('career PDF failed', error);
      journeyToast.error(translate(messages.pdfFailed));
    }
  };

  return (
    <section
      aria-labelledby="pdf-heading"
      className="rounded-3xl bg-indigo-50 p-6 ring-1 ring-indigo-100 sm:p-8"
    >
      <h2 id="pdf-heading" className="text-xl font-bold text-slate-900">
        <FormattedMessage id="results.pdf.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="results.pdf.intro" />
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={working}
          onClick={() => void generate()}
        >
          <FormattedMessage id={working ? 'results.pdf.generating' : 'results.pdf.generate'} />
        </button>
        {pdfUrl ? (
          <a href={pdfUrl} download className={secondaryButton}>
            <FormattedMessage id="results.pdf.download" />
          </a>
        ) : null}
      </div>
    </section>
  );
}
