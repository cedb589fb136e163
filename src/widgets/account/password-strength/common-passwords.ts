/**
 * The interim dictionary, a lazy chunk of its own: the passwords shoppers pick most often, in
 * rough order of frequency (the rank is the guess count), with the Romanian ones this shop's
 * shoppers reach for. It stands in for @zxcvbn-ts/language-common and language-en, which are
 * not installed yet: once they are, `dictionaries.ts` loads them in its place (see the password-strength row in docs/widgets.md).
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '123456789', '12345678', '12345', 'qwerty', '1234567', '111111', '123123', 'abc123',
  '1234567890', '000000', 'parola', 'iloveyou', 'password1', 'qwerty123', 'admin', 'welcome', 'monkey', 'dragon',
  'letmein', 'football', '654321', '666666', '121212', 'sunshine', 'princess', 'secret', 'azerty', 'asdfgh',
  'qwertyuiop', 'zxcvbnm', 'asdfghjkl', '1q2w3e4r', 'qazwsx', 'master', 'shadow', 'superman', 'batman', 'trustno1',
  'baseball', 'michael', 'passw0rd', 'parola123', 'parolamea', 'iubire', 'dragoste', 'iubirea', 'romania', 'bucuresti',
  'steaua', 'dinamo', 'rapid', 'craiova', 'cluj', 'timisoara', 'iasi', 'brasov', 'constanta', 'magazin',
  'comanda', 'cumparaturi', 'andrei', 'alexandru', 'cristina', 'mihai', 'ionut', 'florin', 'elena', 'maria',
  'ana', 'ioana', 'gabriel', 'adrian', 'daniel', 'catalin', 'bogdan', 'alexandra', 'andreea', 'diana',
  'mama', 'tata', 'familia', 'soare', 'floare', 'fotbal', 'pisica', 'catel', 'ursulet', 'printesa',
  'hello', 'login', 'changeme', 'default', 'summer', 'winter', 'flower', 'lovely', 'charlie', 'jordan',
];
