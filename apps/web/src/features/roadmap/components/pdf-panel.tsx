import { messages } from '@acp/shared';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { journeyToast } from '@/lib/journey-toast';
import { useCurrentUser } from '@/lib/api/user-api';
import { useGeneratePdfMutation } from '../api/roadmap-api';

/** The roadmap PDF (product.md §4): generate (toasts either way), then download it. */
export function PdfPanel() {
  const pdfUrl = useCurrentUser().user?.carrerPdfUrl ?? null;
  const [generatePdf, { isLoading: working }] = useGeneratePdfMutation();

  const generate = async () => {
    try {
      await generatePdf().unwrap();
      journeyToast.success(messages.pdfGenerated);
    } catch (error) {
      console.error('career PDF failed', error);
      journeyToast.error(messages.pdfFailed);
    }
  };

  return (
    <section
      aria-labelledby="pdf-heading"
      className="rounded-3xl bg-indigo-50 p-6 ring-1 ring-indigo-100 sm:p-8"
    >
      <h2 id="pdf-heading" className="text-xl font-bold text-slate-900">
        Your career PDF
      </h2>
      <p className="mt-2 text-slate-700">
        Keep your results, blueprint and this roadmap together in one document.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={working}
          onClick={() => void generate()}
        >
          {working ? 'Generating PDF...' : 'Generate PDF'}
        </button>
        {pdfUrl ? (
          <a href={pdfUrl} download className={secondaryButton}>
            Download Your Career PDF
          </a>
        ) : null}
      </div>
    </section>
  );
}
