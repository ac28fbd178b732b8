/** Dialling the USSD shop's callback route as Africa's Talking does: form-encoded steps, answers joined by `*`. */
import { POST as ussdRoute } from '@/app/api/ussd/[secret]/route';
import { LOCAL_AT_CALLBACK_SECRET } from '@/lib/deployment.mjs';
import { USSD_SCREEN_LIMIT } from '@/lib/ussd/menu';

export function ussdStep(fields: Record<string, string>, secret = LOCAL_AT_CALLBACK_SECRET): Promise<Response> {
  const request = new Request(`http://localhost:3000/api/ussd/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.9' },
    body: new URLSearchParams(fields).toString(),
  });
  return ussdRoute(request, { params: Promise.resolve({ secret }) });
}

let sessions = 0;

/**
 * A caller's session: each answer is one more step, `text` carrying them all. `resend` sends the
 * last step again, as a gateway does when a reply is slow; `answers` starts from where another left.
 */
export function dial(phone: string, answers: string[] = []) {
  const sessionId = `ATUid_test_${++sessions}_${Date.now()}`;
  const sendText = async () => {
    const response = await ussdStep({ sessionId, serviceCode: '*384*56#', phoneNumber: phone, networkCode: '63902', text: answers.join('*') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const reply = await response.text();
    expect(reply).toMatch(/^(CON|END) /);
    expect(reply.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
    return reply;
  };
  const send = (answer?: string) => {
    if (answer !== undefined) answers.push(answer);
    return sendText();
  };
  return { send, resend: sendText, answers };
}
