import type { DemoStore } from './stores.ts';
import { node, ordered } from './block-nodes.ts';

interface PolicyPage {
  url: string;
  blocks: ReturnType<typeof ordered>;
  properties: {
    isStorePage: boolean;
    isMailPage: boolean;
    loginState: 'everyone';
    title: string;
    description: string;
    ogImage: undefined;
    isSearchable: boolean;
  };
}

const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}`;

function policy(url: string, title: string, description: string, body: string): PolicyPage {
  return {
    url,
    blocks: ordered([node('text', { text: `<h1>${title}</h1>${body}` })]),
    properties: { isStorePage: true, isMailPage: false, loginState: 'everyone', title, description, ogImage: undefined, isSearchable: false },
  };
}

/** The four policy pages every store has. */
export function policyPages(store: DemoStore): PolicyPage[] {
  const company = store.companyName;
  return [
    policy(
      '/terms-of-use/',
      'Terms of use',
      `The terms for using the ${company} website.`,
      section('Using this website', `This website is operated for ${company} on the Printfront platform. By using it you agree to these terms.`) +
        section(
          'Content',
          'The artwork, text and photographs on this site belong to their creators. You may not copy them for commercial use without permission.',
        ) +
        section('Links', 'We link to other websites for convenience; we are not responsible for their content.'),
    ),
    policy(
      '/terms-of-sale/',
      'Terms of sale',
      `How buying from ${company} works.`,
      section('Orders', 'Every item is printed on demand after you order. Your contract is formed when we send your order confirmation.') +
        section('Prices and payment', 'Prices include VAT where it applies. Payment is taken when you place your order.') +
        section('Delivery', 'We print within 2 working days. UK delivery takes 2–3 working days; international delivery usually takes 5–10 working days.') +
        section('Returns', 'You may return unworn items within 30 days for a refund. UK returns are free.'),
    ),
    policy(
      '/use-of-cookies-and-disclaimer/',
      'Use of cookies and disclaimer',
      'Which cookies we use and why.',
      section('Essential cookies', 'We use cookies to keep your basket, your favourites and your currency choice between visits.') +
        section('Analytics', 'With your consent we measure how the site is used, to make it better. You can change your choice at any time.') +
        section(
          'Disclaimer',
          'We take care that the information on this site is accurate, but colours on screen may differ slightly from the printed garment.',
        ),
    ),
    policy(
      '/privacy-policy/',
      'Privacy policy',
      `How ${company} looks after your personal data.`,
      section('What we collect', 'Your name, addresses, email and order history, so that we can make and deliver your order.') +
        section('How we use it', 'To fulfil orders, answer your questions and, only if you ask us to, send you news and offers.') +
        section('Your rights', 'You can ask to see, correct or delete your data at any time by contacting us.'),
    ),
  ];
}
