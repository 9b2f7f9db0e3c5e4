/** A centred loading indicator with an accessible label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="size-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
