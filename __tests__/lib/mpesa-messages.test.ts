import { MPESA_GENERAL_FAILURE_MESSAGE, mpesaResultMessage } from '@/lib/messages/mpesa';

describe('mpesaResultMessage', () => {
  it.each([
    [1032, /cancelled/i],
    [1037, /could not reach your phone/i],
    [1, /balance is too low/i],
    [2001, /PIN was wrong/i],
    [1001, /another M-Pesa request is open/i],
    [1036, /\*234#/],
    [0, /received/i],
  ])('%i says what to do', (code, pattern) => {
    expect(mpesaResultMessage(code)).toMatch(pattern);
  });

  it.each([[2029], [9999], [12345], [-1]])('%i falls back to the general message', (code) => {
    expect(mpesaResultMessage(code)).toBe(MPESA_GENERAL_FAILURE_MESSAGE);
  });

  it('keeps every message short enough for a small screen', () => {
    for (const code of [0, 1, 17, 26, 1001, 1019, 1032, 1036, 1037, 2001, 4242]) {
      expect(mpesaResultMessage(code).length).toBeLessThanOrEqual(110);
    }
  });
});
