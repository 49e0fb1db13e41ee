// ASVS 2.1.7: new passwords are checked against common ones. This list holds the
// well-known passwords of 12 characters or more (shorter ones fail the length rule).
// Small on purpose (under 1 KB gzipped): island forms bundle it to refuse them as typed.
const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789012345', '1234567890qwerty', 'qwertyuiop12', 'qwertyuiop123', 'qwertyuiopas', 'qwertyuiopasdf',
  'qwertyuiopasdfgh', 'qwertyuiopasdfghjkl', 'qwerty123456', 'qwerty1234567', 'password1234', 'password12345', 'password123456',
  'passwordpassword', 'password1234567', 'password!123', 'password@123', 'password123!', 'p@ssw0rd1234', 'p@ssword1234', 'iloveyou1234',
  'iloveyou123456', 'welcome12345', 'welcome123456', 'letmein12345', 'letmein123456', 'administrator', 'administrator1',
  'admin1234567', 'abc123456789', 'abcdefghijkl', 'abcdefghijklm', 'abcdefgh1234', 'aaaaaaaaaaaa', '111111111111', '000000000000',
  '987654321098', 'monkey123456', 'dragon123456', 'sunshine1234', 'princess1234', 'football1234', 'baseball1234', 'superman1234',
  'trustno11234', 'starwars1234', 'changeme1234', 'changeme12345', 'default12345', 'secret123456', 'mypassword12', 'mypassword123',
  'asdfghjkl123', 'zxcvbnm12345', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'q1w2e3r4t5y6', 'qazwsxedcrfv', '!qaz2wsx#edc', 'thisismypassword',
  'correcthorsebatterystaple', 'passw0rd1234', 'printfront123', 'printfront1234', 'teemill12345', 'tshirt123456',
]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower) || /^(0123456789|1234567890|9876543210)+\d*$/.test(lower);
}
