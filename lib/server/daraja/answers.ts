import 'server-only';
import { z } from 'zod';
import { cleanedText, token } from '@/lib/schemas/text';
import type { HttpResponse } from './http';
import { codeLike, integerLike, optionalText, textLike } from './wire';

// Daraja's synchronous answers as zod schemas. Every string is held to the shop's text rule; an answer
// that fails its schema is read as no Daraja answer at all, like a proxy's HTML page.

/** `GET /oauth/v1/generate`: `{"access_token":"…","expires_in":"3599"}` (reference a.2). */
export const oauthAnswer = z.object({
  access_token: token(4096),
  // A string on the wire ("3599"); a number is accepted too.
  expires_in: integerLike.pipe(z.number().positive()),
});

/** The envelope of every Daraja error: errorMessage is sometimes empty, errorCode never. */
const errorEnvelope = z.object({
  requestId: optionalText,
  errorCode: codeLike,
  errorMessage: optionalText,
});

export type DarajaErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A push Daraja took: ResponseCode "0" and the CheckoutRequestID that names the prompt (reference a.3). */
export const stkPushAccepted = z.object({
  ResponseCode: codeLike.pipe(z.literal('0')),
  CheckoutRequestID: token(200),
  MerchantRequestID: optionalText,
  CustomerMessage: optionalText,
});

/** A push Daraja refused with a ResponseCode other than "0" instead of its envelope. */
export const stkPushRefused = z.object({
  ResponseCode: codeLike.refine((code) => code !== '0', 'ResponseCode 0 is not a refusal'),
  ResponseDescription: optionalText,
});

/** `POST /mpesa/stkpushquery/v1/query`: ResultCode is a string here, a number in the callback (reference a.5). */
export const stkQueryAnswer = z.object({
  ResultCode: integerLike,
  ResultDesc: optionalText,
  MerchantRequestID: optionalText,
  CheckoutRequestID: token(200).optional(),
});

/** `POST /mpesa/c2b/v1/registerurl` (reference a.7); Safaricom spells it "OriginatorCoversationID". */
export const c2bRegisterAccepted = z.object({
  ResponseCode: codeLike.pipe(z.literal('0')),
  OriginatorCoversationID: textLike.optional(),
  OriginatorConversationID: textLike.optional(),
  ResponseDescription: optionalText,
});

/** What an answer that is neither a success nor an envelope may still say about itself. */
const responseFields = z.object({ ResponseCode: codeLike.optional(), ResponseDescription: textLike.optional() });

export function darajaError(body: unknown): DarajaErrorEnvelope | null {
  const parsed = errorEnvelope.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The start of a body that is no Daraja answer, for logs: the text rule's forbidden characters dropped. */
export const bodySnippet = (text: string) => cleanedText(text, 200);

export interface Refusal {
  httpStatus: number;
  errorCode: string;
  errorMessage: string;
}

/** The best account an answer gives of a refusal: its envelope, else its ResponseCode, else the HTTP status. */
export function refusalOf(response: HttpResponse): Refusal {
  const envelope = darajaError(response.body);
  if (envelope !== null) return { httpStatus: response.status, errorCode: envelope.errorCode, errorMessage: envelope.errorMessage };
  const parsed = responseFields.safeParse(response.body);
  const fields = parsed.success ? parsed.data : {};
  return {
    httpStatus: response.status,
    errorCode: fields.ResponseCode ?? `HTTP_${response.status}`,
    errorMessage: fields.ResponseDescription ?? bodySnippet(response.text),
  };
}
