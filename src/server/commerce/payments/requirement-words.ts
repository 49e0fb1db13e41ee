// Stripe names what a connected account still needs by field (individual.dob.day,
// external_account…); the owner reads it in plain words, each thing once.

const WORDS: [pattern: RegExp, words: string][] = [
  [/^external_account$/, 'A bank account for payouts'],
  [/^tos_acceptance\./, 'Accepting Stripe’s terms of service'],
  [/^business_type$/, 'Your type of business'],
  [/^business_profile\.url$/, 'Your business website'],
  [/^business_profile\.mcc$/, 'What your business sells'],
  [/^business_profile\./, 'Your business details'],
  [/^(individual|representative)\.verification\.(additional_)?document$/, 'An identity document'],
  [/^(individual|representative)\.(first_name|last_name)$/, 'Your name'],
  [/^(individual|representative)\.dob\./, 'Your date of birth'],
  [/^(individual|representative)\.address\./, 'Your home address'],
  [/^(individual|representative)\.email$/, 'Your email address'],
  [/^(individual|representative)\.phone$/, 'Your phone number'],
  [/^(individual|representative)\.(id_number|ssn_last_4)$/, 'Your identity number'],
  [/^(individual|representative)\./, 'Your personal details'],
  [/^company\.verification\./, 'A document verifying your company'],
  [/^company\./, 'Your company’s details'],
  [/^(owners|directors|executives)\./, 'Details of your company’s owners and directors'],
  [/^settings\.payments\.statement_descriptor$/, 'The name shown on shoppers’ card statements'],
];

/** One requirement in plain words; an unknown one as its own name, spaced out. */
export function requirementWords(requirement: string): string {
  const found = WORDS.find(([pattern]) => pattern.test(requirement));
  if (found) return found[1];
  const spaced = requirement.replace(/[._]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What the owner still has to finish, in plain words, each thing once, in Stripe's order. */
export function requirementList(requirements: readonly string[]): string[] {
  return [...new Set(requirements.map(requirementWords))];
}
