/** Spec section 3: the profile's name is the auth display name, else the stored name, else empty. */
export function profileName(authDisplayName: string | null | undefined, storedName: string | null | undefined): string {
  const fromAuth = authDisplayName?.trim();
  if (fromAuth) return fromAuth;
  return storedName?.trim() ?? '';
}

/** The first name for a greeting; the e-mail's local part when there is no name at all. */
export function greetingName(name: string, email: string | null): string {
  const first = name.trim().split(/\s+/)[0];
  if (first) return first;
  return email?.split('@')[0] ?? '';
}
