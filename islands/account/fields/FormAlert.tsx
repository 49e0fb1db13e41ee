interface FormAlertProps {
  message: string | null;
  tone?: 'error' | 'success';
}

/**
 * The message about a whole form. The live region is always in the page so that
 * screen readers announce a message when it appears, not only on the first one.
 */
export default function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  return (
    <div className="pf-alert-region" role={tone === 'error' ? 'alert' : 'status'}>
      {message && (
        <p className={`pf-alert pf-alert-${tone}`} tabIndex={-1}>
          {message}
        </p>
      )}
    </div>
  );
}
