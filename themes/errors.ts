// Typed theme errors, so callers (page layout, theme API) can tell a missing theme from bad
// overrides and map each to the right response.

export class UnknownThemeError extends Error {
  readonly themeName: string;
  constructor(themeName: string) {
    super(`Unknown theme: ${themeName}`);
    this.name = 'UnknownThemeError';
    this.themeName = themeName;
  }
}

export class ThemeCycleError extends Error {
  /** The inheritance chain that loops, first theme repeated at the end. */
  readonly chain: string[];
  constructor(chain: string[]) {
    super(`Theme inheritance cycle: ${chain.join(' → ')}`);
    this.name = 'ThemeCycleError';
    this.chain = chain;
  }
}

export interface TokenIssue {
  /** The token at fault, or '' when the whole map is wrong. */
  token: string;
  message: string;
}

export class InvalidThemeTokensError extends Error {
  readonly issues: TokenIssue[];
  constructor(source: string, issues: TokenIssue[]) {
    super(`Invalid theme tokens in ${source}: ${issues.map((issue) => (issue.token ? `${issue.token}: ${issue.message}` : issue.message)).join('; ')}`);
    this.name = 'InvalidThemeTokensError';
    this.issues = issues;
  }
}
