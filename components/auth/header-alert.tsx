/** A short message under the header's account control (a failed sign-in or sign-out), until dismissed. */
export function HeaderAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <p role="alert" className="absolute top-12 right-0 z-40 w-64 rounded-lg bg-red-50 p-3 text-sm text-red-800 shadow-lg dark:bg-red-950 dark:text-red-200">
      {message}{' '}
      <button type="button" className="underline" onClick={onDismiss}>
        Dismiss
      </button>
    </p>
  );
}
