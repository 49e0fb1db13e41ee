import { useState } from 'react';
import type { AwaitingProduct } from '../../src/schemas/approval.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { Notices } from './Notices.tsx';
import './products.css';

// Staff's approval queue: every store's products awaiting approval;
// approve lists one, deny asks for the reason its owner will read (3–500 characters).

/** The products still waiting, the one being denied and its reason, and the call that decides on one. */
function useApprovals(initial: AwaitingProduct[]) {
  const [products, setProducts] = useState(initial);
  const [denying, setDenying] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(product: AwaitingProduct, approve: boolean) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await (approve ? call('atlas.approveProduct', { id: product.id }, {}) : call('atlas.denyProduct', { id: product.id }, { reason }));
      setProducts((current) => current.filter((entry) => entry.id !== product.id));
      setStatus(`${product.name} ${approve ? 'approved' : 'denied'}.`);
      setDenying(null);
      setReason('');
    } catch (thrown) {
      if (!(thrown instanceof ApiRequestError)) throw thrown;
      setError(Object.values(thrown.failure.errors ?? {})[0]?.[0] ?? thrown.failure.message);
    } finally {
      setBusy(false);
    }
  }

  const startDenying = (product: AwaitingProduct) => {
    setDenying(product.id);
    setReason('');
  };

  return { products, denying, setDenying, reason, setReason, status, error, busy, decide, startDenying };
}

type Approvals = ReturnType<typeof useApprovals>;

/** The reason a product is denied, which its owner reads, with the buttons that deny it or think again. */
function DenyForm({ product, approvals }: { product: AwaitingProduct; approvals: Approvals }) {
  const { reason, setReason, busy, decide, setDenying } = approvals;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void decide(product, false);
      }}
    >
      <label htmlFor={`pf-deny-${product.id}`}>Why is it denied? (the owner reads this)</label>
      <textarea id={`pf-deny-${product.id}`} rows={3} minLength={3} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <button type="submit" className="pf-button danger" disabled={busy}>
        Deny
      </button>{' '}
      <button type="button" className="pf-button secondary" onClick={() => setDenying(null)}>
        Cancel
      </button>
    </form>
  );
}

/** One waiting product: its picture, name and sku, store, owner, price, and the Approve and Deny buttons. */
function ApprovalRow({ product, approvals }: { product: AwaitingProduct; approvals: Approvals }) {
  const { denying, busy, decide, startDenying } = approvals;
  return (
    <tr data-product-id={product.id}>
      <td>{product.thumbnail && <img src={product.thumbnail} alt="" />}</td>
      <td>
        {product.name}
        <span className="pf-products-sku">{product.sku}</span>
      </td>
      <td>
        {product.storeName} <span className="pf-products-sku">{product.subdomain}</span>
      </td>
      <td>{product.ownerEmail ?? '—'}</td>
      <td>{formatMoney(product.price, product.currency)}</td>
      <td>
        <button type="button" className="pf-button" disabled={busy} onClick={() => void decide(product, true)} aria-label={`Approve ${product.name}`}>
          Approve
        </button>{' '}
        {denying === product.id ? (
          <DenyForm product={product} approvals={approvals} />
        ) : (
          <button type="button" className="pf-button secondary" disabled={busy} onClick={() => startDenying(product)} aria-label={`Deny ${product.name}`}>
            Deny…
          </button>
        )}
      </td>
    </tr>
  );
}

export default function ApprovalQueue({ products: initial }: { products: AwaitingProduct[] }) {
  const approvals = useApprovals(initial);
  const { products, status, error } = approvals;

  return (
    <div className="pf-approvals">
      <Notices status={status} error={error} />
      {products.length === 0 ? (
        <p>Nothing is waiting.</p>
      ) : (
        <div className="pf-table-scroll">
          <table className="pf-approvals-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="pf-visually-hidden">Picture</span>
                </th>
                <th scope="col">Product</th>
                <th scope="col">Store</th>
                <th scope="col">Owner</th>
                <th scope="col">Price</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <ApprovalRow key={product.id} product={product} approvals={approvals} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
