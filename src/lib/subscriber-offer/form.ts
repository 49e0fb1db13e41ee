// The subscriber offer form: email required and valid, firstName required (the
// server's SubscribeInput checks the same rules, with the same texts).
import { required } from '../validation/rules/presence.ts';
import { email } from '../validation/rules/web.ts';
import { maxLength } from '../validation/rules/length.ts';
import { validate } from '../validation/validate.ts';

export interface OfferForm {
  email: string;
  firstName: string;
}

/** Each field's message, empty when the form may be sent. */
export function offerFormProblems(form: OfferForm): Partial<Record<keyof OfferForm, string>> {
  const problems: Partial<Record<keyof OfferForm, string>> = {};
  const emailProblem = validate(form.email.trim(), [required, email, maxLength(254)]);
  const nameProblem = validate(form.firstName.trim(), [required, maxLength(60)]);
  if (emailProblem) problems.email = emailProblem;
  if (nameProblem) problems.firstName = nameProblem;
  return problems;
}
