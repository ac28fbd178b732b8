import { secondsUntilAllowed } from '@/lib/auth/cooldown';
import { greetingName, profileName } from '@/lib/auth/display-name';
import { AuthApiError, actionErrorMessage, authErrorMessage, googleErrorKey, isPopupBlocked } from '@/lib/auth/error-messages';
import { guardDecision } from '@/lib/auth/guard';
import { initials, initialsAvatarDataUri } from '@/lib/auth/initials-avatar';
import { safeReturnPath } from '@/lib/auth/return-path';
import { AUTH_GENERAL_ERROR, auth as text } from '@/lib/messages';
import { registerSchema } from '@/lib/schemas/auth';
import { profilePatchSchema } from '@/lib/schemas/profile';

const fbError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase error codes become plain messages', () => {
  it.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/invalid-credential', /e-mail and password do not match/],
    ['auth/user-not-found', /no account with that e-mail/],
    ['auth/email-already-in-use', /already exists. Sign in instead/],
    ['auth/weak-password', /too weak/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /No connection/],
  ])('%s', (code, message) => {
    expect(authErrorMessage(fbError(code))).toMatch(message);
  });

  it('never shows Firebase text for unknown codes or non-Firebase errors', () => {
    expect(authErrorMessage(fbError('auth/internal-error'))).toBe(AUTH_GENERAL_ERROR);
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_GENERAL_ERROR);
    expect(authErrorMessage('boom')).toBe(AUTH_GENERAL_ERROR);
  });

  it('says "no connection" for a dropped connection, never the browser\'s own words', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      fbError('auth/network-request-failed'),
    ]) {
      expect(actionErrorMessage(error)).toBe(text.network);
      expect(googleErrorKey(error)).toBe('network');
    }
    // The sign-in code itself failed to download.
    expect(actionErrorMessage(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(text.network);
    expect(actionErrorMessage(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(text.network);
  });

  it("keeps our server's messages, maps Firebase's, and hides a browser's other errors", () => {
    expect(actionErrorMessage(new Error('Too many e-mails. Please try again later.'))).toBe('Too many e-mails. Please try again later.');
    expect(actionErrorMessage(fbError('auth/wrong-password'))).toMatch(/password is not right/);
    expect(actionErrorMessage(new TypeError("Cannot read properties of undefined (reading 'uid')"))).toBe(AUTH_GENERAL_ERROR);
    expect(actionErrorMessage('boom')).toBe(AUTH_GENERAL_ERROR);
  });

  it('gives Google failures a way out, and knows a blocked popup', () => {
    expect(googleErrorKey(fbError('auth/internal-error'))).toBe('failed');
    expect(googleErrorKey(fbError('auth/popup-closed-by-user'))).toBe('windowClosed');
    expect(googleErrorKey(fbError('auth/account-exists-with-different-credential'))).toBe('accountExists');
    expect(googleErrorKey(new AuthApiError({ code: 'session_failed', message: 'x' }))).toBe('session');
    expect(isPopupBlocked(fbError('auth/popup-blocked'))).toBe(true);
    expect(isPopupBlocked(fbError('auth/popup-closed-by-user'))).toBe(false);
  });
});

describe('guard decisions (spec section 2)', () => {
  const verified = { emailVerified: true, role: 'customer' as const };
  it('sends a signed-out visitor to /login with the way back', () => {
    expect(guardDecision(null, '/wallet')).toEqual({ kind: 'redirect', to: '/login?next=%2Fwallet' });
    expect(guardDecision(null, '/order-confirmation/abc?x=1')).toEqual({ kind: 'redirect', to: '/login?next=%2Forder-confirmation%2Fabc%3Fx%3D1' });
  });
  it('sends an unverified e-mail to /verify-email', () => {
    expect(guardDecision({ ...verified, emailVerified: false }, '/dashboard')).toEqual({ kind: 'redirect', to: '/verify-email?next=%2Fdashboard' });
  });
  it('lets a verified person in', () => {
    expect(guardDecision(verified, '/orders')).toEqual({ kind: 'allow' });
  });
  it('shows staff pages to verified staff only, and "not found" to everyone else', () => {
    expect(guardDecision(null, '/admin', 'admin')).toEqual({ kind: 'not-found' });
    expect(guardDecision(verified, '/admin', 'admin')).toEqual({ kind: 'not-found' });
    expect(guardDecision({ emailVerified: false, role: 'admin' }, '/admin', 'admin')).toEqual({ kind: 'not-found' });
    expect(guardDecision({ emailVerified: true, role: 'admin' }, '/admin', 'admin')).toEqual({ kind: 'allow' });
  });
});

describe('return paths', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/order-confirmation/1?x=2', '/order-confirmation/1?x=2'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/login?next=/x', '/dashboard'],
    ['/register', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('the name rule (spec section 3)', () => {
  it('prefers the auth display name, then the stored name, else empty', () => {
    expect(profileName('Auth Name', 'Stored')).toBe('Auth Name');
    expect(profileName('  ', 'Stored')).toBe('Stored');
    expect(profileName(null, undefined)).toBe('');
  });
  it('greets by first name, or by the e-mail when there is no name', () => {
    expect(greetingName('Mary Wanjiru Njeri', 'm@x.ke')).toBe('Mary');
    expect(greetingName('', 'otieno@x.ke')).toBe('otieno');
  });
});

describe('initials avatar', () => {
  it('takes the first and last initials, or the e-mail', () => {
    expect(initials('mary wanjiru njeri')).toBe('MN');
    expect(initials('Otieno')).toBe('O');
    expect(initials('', 'kip@x.ke')).toBe('K');
    expect(initials('', '')).toBe('?');
    expect(initials('Ñandú Ömer')).toBe('ÑÖ');
  });

  // The SVG drawn: a circle and one <text>, nothing else; returns what the <text> says.
  const drawn = (uri: string): string => {
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    const match =
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#[0-9a-f]{6}"\/><text [^<>]*>([^<>&]*)<\/text><\/svg>$/.exec(
        svg,
      );
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  };

  it.each([
    ['Mary Njeri', null, 'MN'],
    ['Амина Оуко', null, 'АО'],
    ['王 小明', null, '王小'],
    ['فاطمة علي', null, 'فع'],
    ['Ölçer <script>alert(1)</script>', null, 'ÖS'],
    ['', 'wanjiku@miche.test', 'W'],
    ['  ', '', '?'],
    ['<>&"', null, '?'],
  ])('draws %j (e-mail %j) as %j, as a well-formed SVG data URI', (name, email, expected) => {
    expect(drawn(initialsAvatarDataUri(name, email))).toBe(expected);
  });

  it('is the same for the same name, and loads nothing from outside', () => {
    const uri = initialsAvatarDataUri('Mary Njeri');
    expect(initialsAvatarDataUri('Mary Njeri')).toBe(uri);
    expect(decodeURIComponent(uri)).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('verification e-mail cooldown', () => {
  it('allows one e-mail a minute', () => {
    expect(secondsUntilAllowed(null, 1_000_000)).toBe(0);
    expect(secondsUntilAllowed(1_000_000, 1_000_000)).toBe(60);
    expect(secondsUntilAllowed(1_000_000, 1_059_001)).toBe(1);
    expect(secondsUntilAllowed(1_000_000, 1_060_000)).toBe(0);
  });
});

describe('forms', () => {
  it('registration needs a name, a valid e-mail and 8+ characters; phone and referral are optional', () => {
    const ok = registerSchema.safeParse({ name: 'Jane', email: 'jane@x.ke', password: '12345678', phone: '0712345678', referralCode: 'abcd2345' });
    expect(ok.success && ok.data).toMatchObject({ phone: '+254712345678', referralCode: 'ABCD2345' });
    const bad = registerSchema.safeParse({ name: ' ', email: 'nope', password: '1234567', phone: '12', referralCode: 'x' });
    expect(bad.success).toBe(false);
    const fields = bad.success ? [] : bad.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'password', 'phone', 'referralCode']));
    const empty = registerSchema.safeParse({ name: 'Jane', email: 'jane@x.ke', password: '12345678', phone: '', referralCode: '' });
    expect(empty.success && empty.data).toMatchObject({ phone: null, referralCode: null });
  });
  it('a profile patch refuses fields a person may not set', () => {
    expect(profilePatchSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ deliveryCounty: 'Atlantis' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ deliveryCounty: '' }).data).toEqual({ deliveryCounty: null });
  });
});
