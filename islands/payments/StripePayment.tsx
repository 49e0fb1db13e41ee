import { useEffect, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { STRIPE_MESSAGES } from './stripe-messages.ts';

// /pay/{order}/ with Stripe: Stripe.js, loaded from js.stripe.com only on this page, mounts
// its Payment Element (the card and the other methods the store's Stripe account offers) in
// its own frames, and confirms in the browser: 3-D Secure is Stripe's to show, then Stripe
// sends the shopper to the return address, whose page reads the outcome from Stripe.
// A decline that needs no redirect is answered here with Stripe's message.

interface Props {
  publishableKey: string;
  /** This payment's client secret: it goes to Stripe.js and nowhere else. */
  clientSecret: string;
  /** /pay/{order}/complete/, absolute. */
  returnUrl: string;
  /** A direct store's connected account: its payment is a direct charge there, so Stripe.js acts on that account. */
  stripeAccount?: string | null | undefined;
}

type Loading = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'unavailable' };

export default function StripePayment({ publishableKey, clientSecret, returnUrl, stripeAccount }: Props) {
  const [loading, setLoading] = useState<Loading>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    // The pure entry point adds Stripe's script only now, on this page, as the island starts.
    loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).then(
      (stripe) => current && setLoading(stripe ? { kind: 'ready', stripe } : { kind: 'unavailable' }),
      () => current && setLoading({ kind: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, stripeAccount]);

  if (loading.kind === 'loading')
    return (
      <p className="stripe-payment-state" role="status" data-stripe-state="loading">
        {STRIPE_MESSAGES.loading}
      </p>
    );
  if (loading.kind === 'unavailable')
    return (
      <p className="message" role="alert" data-stripe-state="unavailable">
        {STRIPE_MESSAGES.unavailable}
      </p>
    );
  return (
    <Elements stripe={loading.stripe} options={{ clientSecret }}>
      <PaymentForm returnUrl={returnUrl} />
    </Elements>
  );
}

function PaymentForm({ returnUrl }: { returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Reached only when Stripe did not send the shopper on: a declined card, an incomplete field.
    setError(result.error.message ?? STRIPE_MESSAGES.failed);
    setBusy(false);
  }

  return (
    <form className="stripe-payment" onSubmit={pay} data-stripe-state="ready">
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setError(STRIPE_MESSAGES.unavailable)} />
      {error && (
        <p className="message" role="alert">
          {error}
        </p>
      )}
      <button className="button" type="submit" disabled={!stripe || !ready || busy}>
        {busy ? 'Paying…' : 'Pay now'}
      </button>
    </form>
  );
}
