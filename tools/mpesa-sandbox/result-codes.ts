// ResultDesc texts as Safaricom words them. Some codes read differently in the callback and the query
// (reference a.5): the sandbox reproduces that so that nobody keys on the wording.

interface Wording {
  callback: string;
  query?: string;
}

const WORDING: Readonly<Record<number, Wording>> = {
  0: { callback: 'The service request is processed successfully.' },
  1: { callback: 'The balance is insufficient for the transaction.' },
  17: { callback: 'System internal error.' },
  26: { callback: 'System busy. The service request is rejected.' },
  1001: { callback: 'Unable to lock subscriber, a transaction is already in process for the current subscriber.' },
  1019: { callback: 'Transaction has expired' },
  1025: { callback: 'Error Occurred while sending push request.' },
  1032: { callback: 'Request cancelled by user', query: 'Request Cancelled by user.' },
  1036: { callback: 'SMSC ACK timeout.' },
  1037: { callback: 'No response from user.', query: 'DS timeout user cannot be reached.' },
  1101: { callback: "Invalid Input parameter 'Prompt message prefix'" },
  2001: { callback: 'The initiator information is invalid.' },
  2029: { callback: 'Failed due to an unresolved reason type' },
  9999: { callback: 'Unable to send push request.' },
};

export const PROCESSING_DESC = 'The transaction is still under processing';
/** Safaricom's typo, kept on purpose. */
export const QUERY_ACCEPTED_DESC = 'The service request has been accepted successsfully';

export function resultDesc(code: number, where: 'callback' | 'query'): string {
  const wording = WORDING[code];
  if (wording === undefined) return `Request failed with result code ${code}.`;
  return where === 'query' ? (wording.query ?? wording.callback) : wording.callback;
}
