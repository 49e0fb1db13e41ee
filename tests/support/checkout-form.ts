// The no-JavaScript checkout form as a guest fills it in: a UK address, billing the same,
// standard shipping, "Place order". Tests change only what they are about.

/** The checkout form's fields for a guest placing an order with `email`. */
export function guestCheckoutFields(email: string): Record<string, string> {
  return {
    email,
    'shippingAddress.name': 'Olivia',
    'shippingAddress.street': '1 High St',
    'shippingAddress.city': 'Leeds',
    'shippingAddress.country': 'GB',
    'shippingAddress.zip': 'LS1 1AA',
    billingSameAsShipping: 'on',
    shippingMethod: 'standard',
    action: 'place',
  };
}
