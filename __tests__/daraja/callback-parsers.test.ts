import { parseC2bConfirmation } from '@/lib/server/daraja/c2b-confirmation';
import { parseStkCallback } from '@/lib/server/daraja/stk-callback';

// Sample bodies from the reference (section a.4 and a.7), as text so that `1.0` stays `1.0`.
const SUCCESS = `{"Body":{"stkCallback":{
  "MerchantRequestID":"677-6442255-1","CheckoutRequestID":"ws_CO_110520202014057155",
  "ResultCode":0,"ResultDesc":"The service request is processed successfully.",
  "CallbackMetadata":{"Item":[
    {"Name":"Amount","Value":1.0},
    {"Name":"MpesaReceiptNumber","Value":"OEB44R5U3U"},
    {"Name":"Balance"},
    {"Name":"TransactionDate","Value":20200511201419},
    {"Name":"PhoneNumber","Value":254794721438}]}}}}`;

const NO_RESPONSE = `{"Body":{"stkCallback":{"MerchantRequestID":"29115-34620561-1","CheckoutRequestID":"ws_CO_191220191020363925","ResultCode":1037,"ResultDesc":"No response from user."}}}`;

describe('parseStkCallback', () => {
  it('reads the reference success body, Balance without a value included', () => {
    const result = parseStkCallback(JSON.parse(SUCCESS));
    expect(result).toEqual({
      ok: true,
      value: {
        status: 'paid',
        merchantRequestId: '677-6442255-1',
        checkoutRequestId: 'ws_CO_110520202014057155',
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        receipt: 'OEB44R5U3U',
        amount: 1,
        phone: '+254794721438',
        transactionDate: new Date('2020-05-11T17:14:19.000Z'),
      },
    });
  });

  it('accepts the raw text too', () => {
    expect(parseStkCallback(SUCCESS)).toMatchObject({ ok: true, value: { status: 'paid', receipt: 'OEB44R5U3U' } });
  });

  it('finds items by name whatever their order, and numeric strings as numbers', () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: 16813,
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: '0',
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'PhoneNumber', Value: '254708374149' },
              { Name: 'Balance', Value: null },
              { Name: 'TransactionDate', Value: '20260918153000' },
              { Name: 'MpesaReceiptNumber', Value: 'tjj1abc2de' },
              { Name: 'Amount', Value: '1250' },
            ],
          },
        },
      },
    };
    expect(parseStkCallback(body)).toMatchObject({
      ok: true,
      value: { merchantRequestId: '16813', receipt: 'TJJ1ABC2DE', amount: 1250, phone: '+254708374149', transactionDate: new Date('2026-09-18T12:30:00Z') },
    });
  });

  it.each([
    [1037, 'No response from user.', /reach your phone/],
    [1032, 'Request cancelled by user', /cancelled/],
    [1, 'The balance is insufficient for the transaction.', /too low/],
    [2001, 'The initiator information is invalid.', /PIN/],
    [1001, 'Unable to lock subscriber, a transaction is already in process for the current subscriber.', /another/i],
    [2029, 'Failed due to an unresolved reason type', /did not go through/],
  ])('reads failure %i without metadata', (code, desc, message) => {
    const result = parseStkCallback({ Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'ws_CO_2', ResultCode: code, ResultDesc: desc } } });
    expect(result).toEqual({
      ok: true,
      value: {
        status: 'failed',
        merchantRequestId: 'm',
        checkoutRequestId: 'ws_CO_2',
        resultCode: code,
        resultDesc: desc,
        message: expect.stringMatching(message),
      },
    });
  });

  it('reads the reference 1037 body', () => {
    expect(parseStkCallback(JSON.parse(NO_RESPONSE))).toMatchObject({ ok: true, value: { status: 'failed', resultCode: 1037 } });
  });

  it('tolerates a missing phone or date on a payment (Safaricom masks numbers elsewhere)', () => {
    const result = parseStkCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: 'm',
          CheckoutRequestID: 'ws_CO_3',
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 5 },
              { Name: 'MpesaReceiptNumber', Value: 'ABC123XYZ9' },
              { Name: 'PhoneNumber', Value: '25470****149' },
            ],
          },
        },
      },
    });
    expect(result).toMatchObject({ ok: true, value: { status: 'paid', phone: null, transactionDate: null, amount: 5 } });
  });

  it.each<[string, unknown]>([
    ['not JSON text', '{"Body":'],
    ['null', null],
    ['a body without stkCallback', { Body: {} }],
    ['a missing CheckoutRequestID', { Body: { stkCallback: { MerchantRequestID: 'm', ResultCode: 0 } } }],
    ['a non-numeric ResultCode', { Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 'zero' } } }],
    ['a fractional ResultCode', { Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 0.5 } } }],
    ['success without metadata', { Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 0 } } }],
    [
      'success without a receipt',
      { Body: { stkCallback: { MerchantRequestID: 'm', CheckoutRequestID: 'c', ResultCode: 0, CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }] } } } },
    ],
    [
      'success with a zero amount',
      {
        Body: {
          stkCallback: {
            MerchantRequestID: 'm',
            CheckoutRequestID: 'c',
            ResultCode: 0,
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 0 },
                { Name: 'MpesaReceiptNumber', Value: 'ABC123XYZ9' },
              ],
            },
          },
        },
      },
    ],
  ])('refuses %s', (_name, body) => {
    expect(parseStkCallback(body)).toMatchObject({ ok: false, error: expect.any(String) });
  });
});

describe('parseC2bConfirmation', () => {
  const sample = {
    TransactionType: 'Pay Bill',
    TransID: 'LHG31AA5TX',
    TransTime: '20260918153000',
    TransAmount: '1250.00',
    BusinessShortCode: '174379',
    BillRefNumber: ' ABC123 ',
    InvoiceNumber: '',
    OrgAccountBalance: '49197.00',
    ThirdPartyTransID: '',
    MSISDN: '25470****149',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  };

  it('reads the documented confirmation, masked MSISDN and string amount', () => {
    expect(parseC2bConfirmation(sample)).toEqual({
      ok: true,
      value: {
        transactionType: 'Pay Bill',
        transId: 'LHG31AA5TX',
        transTime: new Date('2026-09-18T12:30:00Z'),
        amount: 1250,
        businessShortCode: '174379',
        billRefNumber: 'ABC123',
        invoiceNumber: '',
        orgAccountBalance: '49197.00',
        thirdPartyTransId: '',
        msisdn: '25470****149',
        phone: null,
        firstName: 'John',
        middleName: '',
        lastName: 'Doe',
      },
    });
  });

  it('takes numbers where strings are documented, and a clear MSISDN', () => {
    const result = parseC2bConfirmation({ ...sample, TransAmount: 10, BusinessShortCode: 174379, MSISDN: 254708374149, FirstName: undefined });
    expect(result).toMatchObject({ ok: true, value: { amount: 10, businessShortCode: '174379', phone: '+254708374149', firstName: '' } });
  });

  it('keeps a hashed MSISDN as sent', () => {
    const hashed = 'a'.repeat(64);
    expect(parseC2bConfirmation({ ...sample, MSISDN: hashed })).toMatchObject({ ok: true, value: { msisdn: hashed, phone: null } });
  });

  it.each<[string, unknown]>([
    ['no TransID', { ...sample, TransID: '' }],
    ['a negative amount', { ...sample, TransAmount: '-5' }],
    ['a text amount', { ...sample, TransAmount: 'ten' }],
    ['no MSISDN', { ...sample, MSISDN: undefined }],
    ['an array', [sample]],
  ])('refuses %s', (_name, body) => {
    expect(parseC2bConfirmation(body)).toMatchObject({ ok: false });
  });
});
