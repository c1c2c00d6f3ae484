/**
 * Reads a CAIP-122 sign-in message (EIP-4361 on eip155) back into its fields, as a server must: it verifies the text
 * the wallet signed, not the fields the client says it signed.
 */
export type SignInFields = {
  domain: string;
  address: string;
  uri?: string;
  version?: string;
  chainReference?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
};

const HEADER = /^(\S+) wants you to sign in with your \S+ account:$/;
const FIELDS: Record<string, keyof SignInFields> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainReference',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
};

/** The message's fields, or undefined when it is not a sign-in message. */
export function parseSignInMessage(text: string): SignInFields | undefined {
  const [header = '', address = '', ...rest] = text.split('\n');
  const domain = HEADER.exec(header)?.[1];
  if (!domain || !address) return undefined;
  const fields: SignInFields = { domain, address };
  for (const line of rest) {
    const match = /^([A-Za-z ]+): (.+)$/.exec(line);
    const key = match ? FIELDS[match[1]!] : undefined;
    if (key && fields[key] === undefined) fields[key] = match![2]!;
  }
  return fields;
}
