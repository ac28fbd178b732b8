import { c2bUrls, callbackUrl } from '@/lib/server/daraja/callback-url';
import { LOCAL_CALLBACK_SECRET, SANDBOX_PASSKEY, darajaConfigFromEnv, type DarajaConfig } from '@/lib/server/daraja/config';

describe('darajaConfigFromEnv', () => {
  it('defaults to the local sandbox', () => {
    expect(darajaConfigFromEnv({})).toEqual<DarajaConfig>({
      baseUrl: 'http://127.0.0.1:4010',
      consumerKey: 'miche-sandbox-key',
      consumerSecret: 'miche-sandbox-secret',
      shortcode: '174379',
      passkey: SANDBOX_PASSKEY,
      transactionType: 'CustomerPayBillOnline',
      partyB: '174379',
      callbackBaseUrl: 'http://127.0.0.1:3000',
      callbackSecret: LOCAL_CALLBACK_SECRET,
      timeoutMs: 15_000,
    });
  });

  it('treats empty strings as unset and strips trailing slashes', () => {
    const config = darajaConfigFromEnv({ MPESA_BASE_URL: '', MPESA_CALLBACK_BASE_URL: 'http://127.0.0.1:3000/' });
    expect(config.baseUrl).toBe('http://127.0.0.1:4010');
    expect(config.callbackBaseUrl).toBe('http://127.0.0.1:3000');
  });

  it('reads a Buy Goods setup and defaults PartyB to the shortcode only for Paybill', () => {
    const config = darajaConfigFromEnv({
      MPESA_SHORTCODE: '600100',
      MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline',
      MPESA_PARTY_B: '5123456',
      MPESA_TIMEOUT_MS: '8000',
    });
    expect(config).toMatchObject({ shortcode: '600100', partyB: '5123456', transactionType: 'CustomerBuyGoodsOnline', timeoutMs: 8000 });
  });

  it('accepts a full Safaricom production setup', () => {
    const config = darajaConfigFromEnv({
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'live-key',
      MPESA_CONSUMER_SECRET: 'live-secret',
      MPESA_SHORTCODE: '4123456',
      MPESA_PASSKEY: 'live-passkey',
      MPESA_CALLBACK_BASE_URL: 'https://shop.example.co.ke',
      MPESA_CALLBACK_SECRET: 'Zx81_k2LmP0qRt7vWn3y',
    });
    expect(config.baseUrl).toBe('https://api.safaricom.co.ke');
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a bad transaction type', { MPESA_TRANSACTION_TYPE: 'CustomerPayBill' }, /MPESA_TRANSACTION_TYPE/],
    ['a non-numeric shortcode', { MPESA_SHORTCODE: 'abc' }, /MPESA_SHORTCODE/],
    ['a base URL that is not a URL', { MPESA_BASE_URL: 'sandbox' }, /MPESA_BASE_URL/],
    ['a short secret', { MPESA_CALLBACK_SECRET: 'short' }, /MPESA_CALLBACK_SECRET/],
    ['a secret with a word Daraja refuses', { MPESA_CALLBACK_SECRET: 'abcdefghij-exec-xyz' }, /"exe"|"exec"/],
    ['a callback host with "mpesa" in it', { MPESA_CALLBACK_BASE_URL: 'https://mpesa.example.com' }, /MPESA_CALLBACK_BASE_URL/],
    ['a Paybill whose PartyB differs', { MPESA_PARTY_B: '600000' }, /MPESA_PARTY_B/],
    ['a timeout out of range', { MPESA_TIMEOUT_MS: '50' }, /MPESA_TIMEOUT_MS/],
    ['a non-numeric timeout', { MPESA_TIMEOUT_MS: 'soon' }, /MPESA_TIMEOUT_MS/],
    [
      'Safaricom with the local callback defaults',
      { MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke', MPESA_CONSUMER_KEY: 'k' },
      /loopback[\s\S]*MPESA_CALLBACK_SECRET/,
    ],
    [
      'an uppercase callback host for Safaricom',
      {
        MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke',
        MPESA_CONSUMER_KEY: 'k',
        MPESA_CALLBACK_BASE_URL: 'https://Shop.trycloudflare.com',
        MPESA_CALLBACK_SECRET: 'Zx81_k2LmP0qRt7vWn3y',
      },
      /lowercase/,
    ],
    [
      'an ngrok callback host in production',
      {
        MPESA_BASE_URL: 'https://api.safaricom.co.ke',
        MPESA_CONSUMER_KEY: 'k',
        MPESA_PASSKEY: 'live',
        MPESA_CALLBACK_BASE_URL: 'https://abc.ngrok.io',
        MPESA_CALLBACK_SECRET: 'Zx81_k2LmP0qRt7vWn3y',
      },
      /ngrok/,
    ],
    [
      'production over plain http with the sandbox passkey',
      {
        MPESA_BASE_URL: 'https://api.safaricom.co.ke',
        MPESA_CONSUMER_KEY: 'k',
        MPESA_CALLBACK_BASE_URL: 'http://shop.example.co.ke',
        MPESA_CALLBACK_SECRET: 'Zx81_k2LmP0qRt7vWn3y',
      },
      /https[\s\S]*MPESA_PASSKEY/,
    ],
  ])('refuses %s', (_name, env, message) => {
    expect(() => darajaConfigFromEnv(env)).toThrow(message);
  });
});

describe('callbackUrl and c2bUrls', () => {
  const config = darajaConfigFromEnv({ MPESA_CALLBACK_BASE_URL: 'https://shop.example.co.ke/', MPESA_CALLBACK_SECRET: 'Zx81_k2LmP0qRt7vWn3y' });

  it('puts the secret and the attempt in the path', () => {
    expect(callbackUrl(config, 'att_42')).toBe('https://shop.example.co.ke/api/payments/callback/Zx81_k2LmP0qRt7vWn3y/att_42');
  });

  it.each([[''], ['has space'], ['a/b'], ['x'.repeat(65)], ['sqlish'], ['QUERY1']])('refuses the attempt reference %j', (ref) => {
    expect(() => callbackUrl(config, ref)).toThrow();
  });

  it('builds C2B URLs free of the words Daraja refuses', () => {
    const urls = c2bUrls(config);
    expect(urls.confirmationUrl).toBe('https://shop.example.co.ke/api/payments/c2b/Zx81_k2LmP0qRt7vWn3y/confirmation');
    expect(urls.validationUrl).toMatch(/\/validation$/);
    expect(`${urls.confirmationUrl}${urls.validationUrl}`).not.toMatch(/mpesa|safaricom|exe|cmd|sql|query/i);
  });
});
