import { messages } from '@acp/shared';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { journeyToast } from '@/lib/journey-toast';
import { fetchCurrentUser } from '@/features/auth/stores/auth-thunks';

const loadRoadmapApi = () => import('../api/roadmap-api').then((module) => module.roadmapApi);

/** Spec §4 roadmap PDF: generate (toasts either way, user refreshed), then download it. */
export function PdfPanel() {
  const dispatch = useAppDispatch();
  const pdfUrl = useAppSelector((state) => state.auth.user?.carrerPdfUrl ?? null);
  const [working, setWorking] = useState(false);

  const generate = async () => {
    setWorking(true);
    try {
      await (await loadRoadmapApi()).generatePdf();
      journeyToast.success(messages.pdfGenerated);
      await dispatch(fetchCurrentUser());
    } catch (error) {
      console.error('career PDF failed', error);
      journeyToast.error(messages.pdfFailed);
    } finally {
      setWorking(false);
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
