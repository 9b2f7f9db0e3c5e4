/**
 * Passwords of at least 8 characters that appear at the top of public breach-frequency lists
 * (shorter ones are refused by length anyway). Compared case-insensitively.
 */
const commonPasswordList = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210 11111111
111111111 1111111111 00000000 000000000 0000000000 22222222 88888888 99999999 12341234
11223344 12121212 12344321 123123123 147258369 159753456 123456abc 1234567a 123456789a
1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty123
qwerty1234 qwerty12 qwertyu1 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 qazwsxedc
abcd1234 abc12345 abcdefgh abcdefg1 abc123456 aa123456 a1234567 a12345678 a123456789
iloveyou iloveyou1 iloveyou2 iloveu123 sunshine sunshine1 princess princess1 football
football1 baseball basketball superman batman123 starwars letmein1 letmein123 welcome1
welcome123 trustno1 whatever dragon123 monkey123 master123 shadow123 michael1 jennifer
jordan23 computer internet samsung123 google123 freedom1 hello123 hello1234 charlie1
liverpool chelsea1 arsenal1 manchester mustang1 passport loveyou1 lovely123 babygirl1
changeme changeme1 secret123 default1 administrator admin123 admin1234 administrator1
india123 india@123 bharat123 krishna123 ganesh123 cricket1 cricket123 sachin10 dhoni007
mumbai123 delhi123 hyderabad bangalore chennai123 kolkata123 pakistan1 qwerty@123
password@1 password@123 pass@123 pass1234 test1234 test12345 testtest welcome@123
`;

const commonPasswords = new Set(commonPasswordList.split(/\s+/).filter(Boolean));

/** True when the password is one of the most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
