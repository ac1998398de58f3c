import type { Mail } from './mailer';

export function signupCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: 'Your Service Application sign-up code',
    text: `Your verification code is ${code}.\n\nIt is valid for 10 minutes and can be used once.\nIf you did not ask to create an account, you can ignore this mail.\n`,
  };
}

export function resetCodeMail(to: string, username: string, code: string): Mail {
  return {
    to,
    subject: 'Your Service Application password reset code',
    text: `A password reset was requested for the user name ${username}.\n\nYour code is ${code}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask for this, ignore this mail: your password stays as it is.\n`,
  };
}
