import { Msg } from '../common/messages';

/**
 * The sign-in form's two rules, as plain field rules rather than a zod schema: the first page anyone loads
 * then carries no validation library at all (zod would add about 24 kB gzip to it; decision 013).
 */
export const loginFormRules = {
  username: (value: string) => (value.trim() ? null : Msg.enterUserName),
  password: (value: string) => (value ? null : Msg.enterPassword),
};
