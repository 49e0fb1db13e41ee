// The products screens' answer to the last action: a status line when it went through, an
// alert when it failed.

/** The status line and the alert of the last action, each only while it has something to say. */
export function Notices({ status, error }: { status: string | null; error: string | null }) {
  return (
    <>
      {status && (
        <p className="pf-products-notice" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="pf-products-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
