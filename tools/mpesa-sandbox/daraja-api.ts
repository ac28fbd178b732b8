import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxEngine } from './engine';
import { asText, asWholeNumber, envelope, isRecord, parseJson, type Reply } from './http-util';
import { newConversationId } from './ids';
import { parseNairobiTimestamp } from './nairobi-time';
import { PROCESSING_DESC, QUERY_ACCEPTED_DESC, resultDesc } from './result-codes';

// The Daraja endpoints. Checks run in Daraja's order (reference a.3 and a.10) and answer with its
// envelopes and HTTP statuses, so a client that handles these handles Safaricom's.

export interface ApiRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

const MSISDN = /^254[17]\d{8}$/;
const TRANSACTION_TYPES = new Set(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']);
const FORBIDDEN_URL_WORDS = ['mpesa', 'm-pesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];

const badRequest = (what: string) => envelope(400, '400.002.02', `Bad Request - Invalid ${what}`);
const wrongCredentials = () => envelope(500, '500.001.1001', '[MerchantValidate] - Wrong credentials');
const invalidToken = () => envelope(404, '404.001.03', 'Invalid Access Token');
const invalidAuthHeader = () => envelope(404, '404.001.04', 'Invalid Authentication Header');
const invalidPayload = () => envelope(400, '400.002.05', 'Invalid request payload');
const spikeArrest = () => envelope(500, '500.003.02', 'Spike Arrest Violation');

// ---- OAuth ----------------------------------------------------------------------------------------

export function oauth(engine: SandboxEngine, req: ApiRequest): Reply {
  if (req.method !== 'GET') return invalidAuthHeader();
  if (req.url.searchParams.get('grant_type') !== 'client_credentials') {
    return envelope(400, '400.008.02', 'Invalid grant type passed');
  }
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header);
  const decoded = match?.[1] === undefined ? '' : Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const key = colon < 0 ? '' : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (key !== engine.options.consumerKey || secret !== engine.options.consumerSecret) {
    return envelope(400, '400.008.01', 'Invalid Authentication passed');
  }
  const issued = engine.issueToken();
  // expires_in is a string on the wire: one of Daraja's corners the client must survive.
  return { status: 200, body: { access_token: issued.token, expires_in: String(issued.expiresInSeconds) } };
}

// ---- gate shared by the POST APIs ------------------------------------------------------------------

function gate(engine: SandboxEngine, req: ApiRequest): { ok: true; body: Record<string, unknown> } | { ok: false; reply: Reply } {
  if (engine.overRateLimit()) return { ok: false, reply: spikeArrest() };
  if (req.method !== 'POST') return { ok: false, reply: invalidAuthHeader() };
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (match?.[1] === undefined) return { ok: false, reply: invalidAuthHeader() };
  if (!engine.tokenIsValid(match[1])) return { ok: false, reply: invalidToken() };
  const parsed = parseJson(req.body);
  if (!parsed.ok || !isRecord(parsed.value)) return { ok: false, reply: invalidPayload() };
  return { ok: true, body: parsed.value };
}

/** Shortcode, then Password = base64(shortcode + passkey + timestamp), then the Timestamp itself. */
function checkCredentials(engine: SandboxEngine, body: Record<string, unknown>): Reply | null {
  const password = body.Password;
  if (typeof password !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(password)) return wrongCredentials();
  const shortcode = asText(body.BusinessShortCode)?.trim();
  if (shortcode !== engine.options.shortcode) return envelope(500, '500.001.1001', 'Merchant does not exist');
  const timestamp = asText(body.Timestamp) ?? '';
  const expected = `${shortcode}${engine.options.passkey}${timestamp}`;
  if (Buffer.from(password, 'base64').toString('utf8') !== expected) return wrongCredentials();
  const at = parseNairobiTimestamp(timestamp);
  if (at === null) return badRequest('Timestamp');
  const tolerance = engine.knobs.timestampToleranceSeconds;
  // A timestamp three hours behind is a server sending UTC, the classic offshore bug.
  if (tolerance >= 0 && Math.abs(Date.now() - at.getTime()) > tolerance * 1000) return badRequest('Timestamp');
  return null;
}

function callbackUrlProblem(value: unknown, strict: boolean): boolean {
  if (typeof value !== 'string' || value === '' || /\s/.test(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  const lower = value.toLowerCase();
  return strict && FORBIDDEN_URL_WORDS.some((word) => lower.includes(word));
}

// ---- STK push ---------------------------------------------------------------------------------------

export function stkPush(engine: SandboxEngine, req: ApiRequest): Reply {
  const gated = gate(engine, req);
  if (!gated.ok) return gated.reply;
  const body = gated.body;
  const credentials = checkCredentials(engine, body);
  if (credentials !== null) return credentials;

  const phoneNumber = asText(body.PhoneNumber)?.trim() ?? '';
  if (!MSISDN.test(phoneNumber)) return badRequest('PhoneNumber');
  const partyA = asText(body.PartyA)?.trim() ?? '';
  if (!MSISDN.test(partyA)) return badRequest('PartyA');

  const amount = asWholeNumber(body.Amount);
  if (amount === undefined || amount < 1 || amount > engine.knobs.amountLimit) return badRequest('Amount');

  if (callbackUrlProblem(body.CallBackURL, engine.knobs.strictCallbackUrls)) return badRequest('CallBackURL');

  const accountReference = asText(body.AccountReference);
  if (accountReference === undefined) return badRequest('Remarks');
  if (accountReference.trim() === '' || accountReference.length > 12) {
    return envelope(400, '400.002.02', 'The element AccountReference is invalid.');
  }

  const transactionDesc = asText(body.TransactionDesc);
  if (transactionDesc === undefined || transactionDesc.trim() === '') return badRequest('TransactionDesc');
  // Documented as 13 characters; Daraja only refuses beyond 182, with 1025 (reference a.3).
  if (transactionDesc.length > 182) return envelope(500, '1025', resultDesc(1025, 'callback'));

  const transactionType = asText(body.TransactionType) ?? '';
  if (!TRANSACTION_TYPES.has(transactionType)) return badRequest('TransactionType');
  const partyB = asText(body.PartyB)?.trim() ?? '';
  if (!/^\d{5,8}$/.test(partyB)) return badRequest('PartyB');

  const shortcode = engine.options.shortcode;
  const matches = transactionType === 'CustomerPayBillOnline' ? partyB === shortcode : engine.options.tillNumber !== '' && partyB === engine.options.tillNumber;

  const prompt = engine.accept(
    {
      msisdn: phoneNumber,
      amount,
      accountReference,
      transactionDesc,
      transactionType,
      businessShortCode: shortcode,
      partyB,
      callbackUrl: String(body.CallBackURL),
    },
    matches,
  );
  return {
    status: 200,
    body: {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    },
  };
}

// ---- STK query --------------------------------------------------------------------------------------

export function stkQuery(engine: SandboxEngine, req: ApiRequest): Reply {
  const gated = gate(engine, req);
  if (!gated.ok) return gated.reply;
  const credentials = checkCredentials(engine, gated.body);
  if (credentials !== null) return credentials;
  const id = asText(gated.body.CheckoutRequestID)?.trim() ?? '';
  if (!/^ws_CO_\w+$/.test(id)) return badRequest('CheckoutRequestID');

  const prompt = engine.getPrompt(id);
  if (prompt === undefined) return envelope(500, '500.001.1001', 'The transaction does not Exist');
  if (engine.knobs.queryFailureRate > 0 && engine.options.random() < engine.knobs.queryFailureRate) {
    // Seen both ways at Safaricom: the older wording while processing, an empty message afterwards.
    return envelope(500, '500.001.1001', prompt.state === 'open' ? 'The transaction is being processed' : '');
  }
  const ids = { MerchantRequestID: prompt.merchantRequestId, CheckoutRequestID: prompt.checkoutRequestId };
  if (prompt.state === 'open') {
    return {
      status: 200,
      body: { ResponseCode: '0', ResponseDescription: QUERY_ACCEPTED_DESC, ...ids, ResultCode: '4999', ResultDesc: PROCESSING_DESC },
    };
  }
  const code = prompt.resultCode ?? 0;
  // A description forced through the control API is used in both places; otherwise the query's own wording.
  const forced = prompt.resolvedBy === 'control' && prompt.resultDesc !== resultDesc(code, 'callback');
  return {
    status: 200,
    body: {
      ResponseCode: '0',
      ResponseDescription: QUERY_ACCEPTED_DESC,
      ...ids,
      // A string here, a number in the callback.
      ResultCode: String(code),
      ResultDesc: forced ? (prompt.resultDesc ?? '') : resultDesc(code, 'query'),
    },
  };
}

// ---- C2B ----------------------------------------------------------------------------------------------

function knownShortCode(engine: SandboxEngine, value: string): boolean {
  return value === engine.options.shortcode || (engine.options.tillNumber !== '' && value === engine.options.tillNumber);
}

export function c2bRegister(engine: SandboxEngine, req: ApiRequest): Reply {
  const gated = gate(engine, req);
  if (!gated.ok) return gated.reply;
  const body = gated.body;
  const shortCode = asText(body.ShortCode)?.trim() ?? '';
  if (!knownShortCode(engine, shortCode)) return badRequest('ShortCode');
  const responseType = body.ResponseType;
  // Sentence case only: "completed" is refused.
  if (responseType !== 'Completed' && responseType !== 'Cancelled') return badRequest('ResponseType');
  if (callbackUrlProblem(body.ConfirmationURL, engine.knobs.strictCallbackUrls)) return badRequest('ConfirmationURL');
  if (callbackUrlProblem(body.ValidationURL, engine.knobs.strictCallbackUrls)) return badRequest('ValidationURL');
  if (engine.knobs.c2bRegisterOnce && engine.registration(shortCode) !== undefined) {
    return envelope(500, '500.003.1001', 'Internal Server Error - URLs are already registered');
  }
  const { conversationId } = engine.register({
    shortCode,
    responseType,
    confirmationUrl: String(body.ConfirmationURL),
    validationUrl: String(body.ValidationURL),
  });
  // Safaricom's spelling: "Coversation".
  return { status: 200, body: { OriginatorCoversationID: conversationId, ResponseCode: '0', ResponseDescription: 'Success' } };
}

export function c2bSimulate(engine: SandboxEngine, req: ApiRequest): Reply {
  const gated = gate(engine, req);
  if (!gated.ok) return gated.reply;
  const body = gated.body;
  const shortCode = asText(body.ShortCode)?.trim() ?? '';
  if (!knownShortCode(engine, shortCode)) return badRequest('ShortCode');
  const commandId = asText(body.CommandID) ?? '';
  if (!TRANSACTION_TYPES.has(commandId)) return badRequest('CommandID');
  const amount = asWholeNumber(body.Amount);
  if (amount === undefined || amount < 1 || amount > engine.knobs.amountLimit) return badRequest('Amount');
  const msisdn = asText(body.Msisdn)?.trim() ?? '';
  if (!MSISDN.test(msisdn)) return badRequest('Msisdn');
  const billRef = asText(body.BillRefNumber) ?? '';
  if (billRef.length > 20 || (commandId === 'CustomerPayBillOnline' && billRef.trim() === '')) return badRequest('BillRefNumber');
  if (engine.registration(shortCode) === undefined) {
    return envelope(500, '500.003.1001', 'Internal Server Error - no URLs registered for this ShortCode');
  }
  engine.simulateC2b({ commandId, amount, shortCode, billRef, msisdn });
  return {
    status: 200,
    body: {
      OriginatorCoversationID: newConversationId(),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    },
  };
}
