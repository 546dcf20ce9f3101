import { Authenticator, AuthorizationError } from "remix-auth";
import { GoogleStrategy, type GoogleProfile } from "remix-auth-google";
import { getSettings } from "~/platform/settings.server.ts";
import { findUserByEmail, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { INACTIVE_MESSAGE } from "./authenticator.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { config, publicUrl } from "~/platform/config.server.ts";
import { sessionStorage } from "~/platform/session.server.ts";
import { domainRefusal, REGISTRATION_CLOSED } from "./accounts.server.ts";

const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";
export const GOOGLE_NOT_CONFIGURED =
  "Google sign-in is not set up for this practice. Please sign in with your email and password.";
const GOOGLE_EMAIL_UNVERIFIED =
  "Your Google account's email address is not verified, so it cannot be linked to your Notewell account.";

export function isGoogleConfigured(): boolean {
  const env = config();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * The account for a Google profile: the one already linked to this Google id; else a local account with the
 * same verified address, which is linked (never duplicated); else a new account (when registration is open).
 */
async function findOrCreateGoogleUser(profile: GoogleProfile): Promise<PublicUser> {
  db();
  const email = profile._json?.email?.trim().toLowerCase() ?? profile.emails?.[0]?.value?.trim().toLowerCase();
  if (!email) throw new AuthorizationError("Your Google account did not share an email address.");
  const verified = profile._json?.email_verified === true;
  const picture = profile._json?.picture ?? profile.photos?.[0]?.value ?? null;

  let user = await User.findOne({ where: { googleId: profile.id } });
  if (!user) {
    const existing = await findUserByEmail(email);
    if (existing) {
      if (!verified) throw new AuthorizationError(GOOGLE_EMAIL_UNVERIFIED);
      user = await existing.update({
        googleId: profile.id,
        profileImageUrl: existing.profileImageUrl ?? picture,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
    } else {
      const settings = await getSettings();
      if (!settings.enableRegistration) throw new AuthorizationError(REGISTRATION_CLOSED);
      const outsideDomains = domainRefusal(email, settings);
      if (outsideDomains) throw new AuthorizationError(outsideDomains);
      user = await User.create({
        email,
        password: null,
        firstName: (profile._json?.given_name ?? profile.name?.givenName ?? "").slice(0, 100),
        lastName: (profile._json?.family_name ?? profile.name?.familyName ?? "").slice(0, 100),
        googleId: profile.id,
        profileImageUrl: picture,
        authProvider: "google",
        emailVerifiedAt: verified ? new Date() : null,
      });
    }
  }
  if (!user.isActive) throw new AuthorizationError(INACTIVE_MESSAGE);
  return toPublicUser(user);
}

let authenticator: Authenticator<PublicUser> | undefined;

/** remix-auth with the Google strategy; the OAuth state is kept in our database-backed session. */
export function googleAuthenticator(): Authenticator<PublicUser> {
  if (authenticator) return authenticator;
  const env = config();
  authenticator = new Authenticator<PublicUser>(sessionStorage(), { throwOnError: true });
  authenticator.use(
    new GoogleStrategy(
      {
        clientID: env.GOOGLE_CLIENT_ID ?? "",
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
        // From the one public address, never the request's Host (which anyone can forge).
        callbackURL: `${publicUrl()}${GOOGLE_CALLBACK_PATH}`,
        prompt: "select_account",
      },
      ({ profile }) => findOrCreateGoogleUser(profile),
    ),
    "google",
  );
  return authenticator;
}
